/** Page title of an admin screen; admin pages are never indexed by search engines. */
export function adminMeta(screen: string) {
  return [{ title: `${screen} · Admin` }, { name: "robots", content: "noindex" }];
}
