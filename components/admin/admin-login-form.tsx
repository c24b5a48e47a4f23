"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { adminLoginErrorMessage } from "@/lib/admin/admin-login-messages";
import { bffPost } from "@/lib/client/bff-fetch";
import { adminSessionLoginResponse } from "@/lib/contracts/admin";
import { Alert, type AlertTone } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import styles from "@/components/auth/auth-form.module.css";

/** Admin login (spec 2.13): the BFF keeps the token only when the API confirms an admin. */
export function AdminLoginForm({ notice }: { notice?: { tone: AlertTone; text: string } }) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [message, setMessage] = useState(notice);
  const [busy, setBusy] = useState(false);
  const canLogin = email.includes("@") && password.length > 0;

  async function login(e: React.FormEvent) {
    e.preventDefault();
    if (!canLogin) return;
    setBusy(true);
    setMessage(undefined);
    const res = await bffPost("/api/admin/login", adminSessionLoginResponse, { email: email.trim(), password });
    if (res.ok) {
      router.replace("/admin/dashboard");
      router.refresh();
      return;
    }
    setBusy(false);
    setPassword("");
    setMessage({ tone: "error", text: adminLoginErrorMessage(res) });
  }

  return (
    <form onSubmit={login} noValidate aria-labelledby="admin-login-title">
      <h1 id="admin-login-title" className={styles.title}>
        Admin login
      </h1>
      <p className={styles.lead}>Sign in to the Naira Wallet admin panel.</p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <Button type="submit" fullWidth disabled={!canLogin} loading={busy} loadingText="Signing in…">
        Login
      </Button>
    </form>
  );
}
