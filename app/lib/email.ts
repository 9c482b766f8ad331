/** SPEC §5: loosely "text, at sign, text, dot, text"; the server does the strict check. */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
