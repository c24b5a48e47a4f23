/**
 * People's names as Nigerian customers write them, which every name field's rules must let through
 * (lib/contracts/account.test.ts, kyc.test.ts): apostrophes (straight and curly), hyphens, accents,
 * Yoruba's dotted letters and tone marks (precomposed and combining), Igbo's dotted vowels and Hausa's
 * hooked letters.
 */
export const NAMES_THAT_PASS = [
  "Ngozi O'Neil",
  "Ngozi O\u2019Neil",
  "Musa 'Yar'Adua",
  "Adéwálé Bello-Osagie",
  "Renée Zoé Okafor",
  "Ọlábísí Àjàyí",
  "Ṣadé Ògúnlẹ̀yẹ",
  "O\u0323la\u0301 Ade\u0300",
  "Chukwuemeka Ụzọ Ọkọ́",
  "Ngọzi Ịhe",
  "Ɗanjuma Ƙaura",
  "Ɓalarabe Ƴusuf",
];
