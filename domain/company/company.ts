// Who we are, in one place: the footer, contact page, legal pages and structured data show it,
// and the server refuses it as a password (server/auth/password.ts).
export const COMPANY = {
  name: "AI Solutions",
  legalName: "AI Solutions (Pty) Ltd",
  tagline: "Empowering businesses with cutting-edge AI solutions.",
} as const;
