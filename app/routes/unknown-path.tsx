import { data } from "react-router";
import type { Route } from "./+types/unknown-path";
import Home, { meta as homeMeta } from "./home";

export function loader() {
  return data(null, { status: 404 });
}

export function meta(args: Route.MetaArgs) {
  return [...homeMeta(args), { name: "robots", content: "noindex" }];
}

export default Home;
