import { Link } from "react-router";
import type { Route } from "./+types/home";

export function meta(_: Pick<Route.MetaArgs, "location">) {
  return [
    { title: "Intelligent AI Solutions for South African SMMEs" },
    {
      name: "description",
      content:
        "AI solutions, automation tools and data insights for small, medium and micro enterprises in South Africa.",
    },
  ];
}

export default function Home() {
  return (
    <main>
      <section className="mx-auto max-w-5xl px-6 py-24 text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">
          Unleash Your Business Potential with Intelligent AI Solutions
        </h1>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <Link
            to="/solutions"
            className="rounded-lg bg-indigo-600 px-6 py-3 font-semibold text-white hover:bg-indigo-500"
          >
            Explore AI Solutions
          </Link>
          <Link
            to="/ai-basics"
            className="rounded-lg border border-slate-300 px-6 py-3 font-semibold hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
          >
            Learn AI Basics
          </Link>
        </div>
      </section>
    </main>
  );
}
