import type { Metadata } from "next";
import Link from "next/link";
import { AuthShell } from "@/components/shell/auth-shell";
import { SUPPORT_EMAIL } from "@/components/shell/brand";
import styles from "./terms.module.css";

export const metadata: Metadata = { title: "Terms of Service" };

const SECTIONS = [
  ["about", "About these terms"],
  ["account", "Your account"],
  ["virtual-account", "Your virtual account"],
  ["wallet", "Wallet, funding and limits"],
  ["payments", "Bill payments and purchases"],
  ["fees", "Fees and cashback"],
  ["refunds", "Failed payments and refunds"],
  ["kyc", "Identity verification (KYC)"],
  ["security", "Keeping your account safe"],
  ["privacy", "Privacy and your data"],
  ["prohibited", "What you must not do"],
  ["closing", "Suspension and closing"],
  ["liability", "Our responsibility"],
  ["changes", "Changes and governing law"],
  ["contact", "Contact us"],
] as const;

export default function TermsPage() {
  return (
    <AuthShell wide>
      <article className={styles.terms}>
        <h1>Terms of Service</h1>
        <p className={styles.updated}>Last updated: 1 January 2025</p>
        <nav className={styles.toc} aria-label="Contents">
          <strong>Contents</strong>
          <ol>
            {SECTIONS.map(([id, title]) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <h2 id="about">1. About these terms</h2>
        <p>
          These terms govern your use of Naira Wallet (&ldquo;we&rdquo;, &ldquo;us&rdquo;), a naira wallet and
          bill-payment service for people living in Nigeria. By creating an account you agree to them. If you do not
          agree, please do not use the service. Naira Wallet is not a bank; deposits are held with our licensed partner
          bank.
        </p>

        <h2 id="account">2. Your account</h2>
        <ul>
          <li>You must be at least 18 years old and able to enter into a binding agreement under Nigerian law.</li>
          <li>The details you give us (name, email address and phone number) must be true and kept up to date.</li>
          <li>You confirm your email address with a one-time 6-digit code before you can log in.</li>
          <li>One person may hold one account. Accounts cannot be transferred.</li>
        </ul>

        <h2 id="virtual-account">3. Your virtual account</h2>
        <p>
          After you register, we ask our partner bank to create a virtual bank account in your name. Under the Central
          Bank of Nigeria&rsquo;s rules (since September 2024) the bank needs your BVN or NIN for it, so your dashboard
          asks for one first. The account has its own 10-digit account number and is shown on your dashboard. Money sent
          to that account by bank transfer is credited to your wallet. The account exists only to fund your wallet: you
          cannot use it to receive salary payments for a third party or to hold money on someone else&rsquo;s behalf.
          The partner bank may ask for more verification before higher limits apply.
        </p>

        <h2 id="wallet">4. Wallet, funding and limits</h2>
        <ul>
          <li>Your balance is shown in naira (₦) with two decimal places. It does not earn interest.</li>
          <li>A transfer is credited once the partner bank confirms it to us; this is usually within minutes.</li>
          <li>Your balance can never go below zero. A purchase is refused if your balance is too low.</li>
          <li>
            Transaction and balance limits may apply according to your verification level, as required by the Central
            Bank of Nigeria&rsquo;s tiered KYC rules.
          </li>
        </ul>

        <h2 id="payments">5. Bill payments and purchases</h2>
        <p>
          You can buy airtime, mobile data, electricity tokens (prepaid or postpaid), cable TV subscriptions (DStv, GOtv
          and StarTimes) and exam pins. Each purchase shows a summary before you confirm it. Please check the phone
          number, meter number or smartcard number carefully: a purchase sent to a wrong but valid number usually cannot
          be reversed. Your wallet is debited when you confirm, and the service is delivered by the biller through our
          bills partner.
        </p>

        <h2 id="fees">6. Fees and cashback</h2>
        <p>
          Opening an account and funding your wallet by bank transfer are free of charge from us; your own bank may
          charge its usual transfer fee. Purchase prices are shown before you pay and include any fee. Some purchases
          earn cashback at a rate we set per service; cashback is credited to your wallet when the purchase is delivered
          and is shown in your transaction history. We may change fees or cashback rates for future purchases and will
          show the current price before you pay.
        </p>

        <h2 id="refunds">7. Failed payments and refunds</h2>
        <ul>
          <li>
            If a biller tells us a purchase failed, the full amount is returned to your wallet once, automatically.
          </li>
          <li>
            If a biller&rsquo;s answer is delayed, the purchase stays pending while we check with the biller. We do not
            refund a pending purchase until its outcome is known, so that you are never charged twice or paid twice.
          </li>
          <li>Delivered purchases (for example airtime received or a token issued) cannot be refunded.</li>
          <li>
            If you believe a purchase went wrong, write to us within 30 days with the transaction reference. We aim to
            reply within two working days.
          </li>
        </ul>

        <h2 id="kyc">8. Identity verification (KYC)</h2>
        <p>
          To meet anti-money-laundering rules we, and our partner bank, may ask you to verify your identity with your
          Bank Verification Number (BVN) or National Identification Number (NIN), date of birth and phone number. Some
          services, such as JAMB pins, require a verified profile. We may limit your account until verification is
          complete.
        </p>

        <h2 id="security">9. Keeping your account safe</h2>
        <p>
          Keep your password and one-time codes secret. We will never ask for your password or a code by phone, SMS or
          email. Tell us at once if you think someone else has used your account. You are responsible for purchases made
          with your login until you tell us; after that we will block the account to protect you.
        </p>

        <h2 id="privacy">10. Privacy and your data</h2>
        <p>
          We process your personal data in line with the Nigeria Data Protection Act 2023. We use it to run your
          account, create your virtual account, complete purchases, prevent fraud and meet our legal duties. We share it
          only with our partner bank, our bills partner, identity-verification providers and authorities where the law
          requires. We keep transaction records for as long as financial regulations require. You may ask for a copy of
          your data or its correction by writing to us.
        </p>

        <h2 id="prohibited">11. What you must not do</h2>
        <p>
          You must not use Naira Wallet for fraud, money laundering, terrorist financing, gambling on behalf of others
          or any unlawful purpose, and you must not try to break, overload or reverse-engineer the service.
        </p>

        <h2 id="closing">12. Suspension and closing</h2>
        <p>
          You may close your account at any time by contacting us; any remaining balance will be paid to a Nigerian bank
          account in your name after the required checks. We may suspend or close an account that breaks these terms or
          where the law or our partner bank requires it, and will tell you why unless the law forbids it.
        </p>

        <h2 id="liability">13. Our responsibility</h2>
        <p>
          We take reasonable care to keep the service running and your money safe. We are not responsible for delays or
          failures caused by billers, banks, network operators or events outside our control, but we will always return
          money for a purchase that was not delivered. Nothing in these terms limits rights you have under Nigerian
          consumer protection law.
        </p>

        <h2 id="changes">14. Changes and governing law</h2>
        <p>
          We may update these terms. We will tell you by email or in the app at least 14 days before a change that
          affects you takes effect. These terms are governed by the laws of the Federal Republic of Nigeria.
        </p>

        <h2 id="contact">15. Contact us</h2>
        <p>
          Questions, complaints or data requests: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>. If you are
          not satisfied with our answer you may escalate your complaint to the Federal Competition and Consumer
          Protection Commission.
        </p>
        <p>
          <Link href="/register">Back to registration</Link>
        </p>
      </article>
    </AuthShell>
  );
}
