/**
 * Without JavaScript the menu button cannot open the menu, so on small screens the menu is
 * shown open under the bar, the button is hidden, and the bar scrolls with the page instead
 * of covering it. Part of root.tsx's <noscript> style layer, whose !important rules win
 * over Tailwind's [hidden] rule.
 */
export const MENU_NO_SCRIPT_STYLE =
  '@media (width<48rem){#mobile-menu[hidden]{display:block!important}[aria-controls="mobile-menu"]{display:none!important}header:has(#mobile-menu){position:static!important}#main{padding-top:0!important}}';
