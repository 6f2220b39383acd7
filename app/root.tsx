import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { FloatingWidget } from "./features/chat/floating-widget";
import { vapidKeysOf } from "./features/notifications/vapid-keys.server";
import { publicConfig } from "./lib/env.server";
import type { PublicConfig } from "./lib/site-config";
import "./app.css";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icon-192.png" },
];

export async function loader({ context }: Route.LoaderArgs) {
  // the same key for every visitor, so the page stays cacheable; push just stays off if unreadable
  const vapid = await vapidKeysOf(context.db, context.config).catch(() => null);
  return { site: publicConfig(context.config, vapid?.publicKey) };
}

export function useSiteConfig(): PublicConfig | undefined {
  return useRouteLoaderData<typeof loader>("root")?.site;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const isAdmin = pathname.startsWith("/admin");
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen flex flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {!isAdmin && site && <SiteHeader site={site} />}
        <main id="main" className="flex-1">
          {children}
        </main>
        {!isAdmin && site && <SiteFooter site={site} />}
        {!isAdmin && <FloatingWidget />}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let title = "Something went wrong";
  let details = "Please try again in a moment.";
  if (isRouteErrorResponse(error)) {
    title = error.status === 404 ? "Page not found" : `Error ${error.status}`;
    details =
      error.status === 404 ? "The page you're looking for doesn't exist." : error.statusText || details;
  }
  return (
    <section className="mx-auto max-w-2xl px-4 pb-24 pt-32 text-center">
      <h1 className="font-display text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-600">{details}</p>
      <a href="/" className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white">
        Back to home
      </a>
    </section>
  );
}
