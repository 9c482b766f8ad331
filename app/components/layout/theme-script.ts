import { THEME_COOKIE } from "#domain/theme";

// Runs in <head> before the body is painted: the stored choice first (the cookie the toggle's
// form sets, else what older visits kept in localStorage), else the system preference. Kept
// tiny and dependency-free because it blocks rendering. The server's HTML never carries the
// theme, so one cached copy of a page serves every visitor. It also marks browsers that know
// invoker commands (`invokers`), whose Get Started buttons open the dialog without any script.
export const THEME_SCRIPT = `(function(){try{var m=document.cookie.match(/(?:^|; )${THEME_COOKIE}=(dark|light)/);var t=m?m[1]:localStorage.getItem("theme");var d=t?t==="dark":matchMedia("(prefers-color-scheme: dark)").matches;var r=document.documentElement;if(d)r.classList.add("dark");r.style.colorScheme=d?"dark":"light";if("command"in HTMLButtonElement.prototype)r.classList.add("invokers")}catch(e){}})()`;
