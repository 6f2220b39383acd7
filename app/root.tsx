import { useEffect, useRef } from "react";
import { usePublicSite } from "~/lib/public-site";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useNavigationType,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorContent } from "./components/layout/error-content";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { HydrateLater } from "./components/hydrate-later";
import { SplashScreen } from "./components/layout/splash-screen";
import { FloatingWidget } from "./features/chat/floating-widget";
import { vapidKeysOf } from "./features/notifications/push/vapid-keys.server";
import { publicConfig } from "./lib/env.server";
import { useScriptMark } from "~/lib/script-mark";
import { START_AFTER_LOAD, usePageStyle } from "~/lib/page-start";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icon-192.png" },
];

export async function loader({ context }: Route.LoaderArgs) {
  // the same key for every visitor, so the page stays cacheable; push just stays off if unreadable
  const vapid = await vapidKeysOf(context.db, context.config).catch(() => null);
  return { site: publicConfig(context.config, vapid?.publicKey) };
}

/** The configuration never changes while the server runs: load it once per visit. */
export const shouldRevalidate = () => false;

const ZOD_WITHOUT_EVAL = "globalThis.__zod_globalConfig={jitless:true};";

export function Layout({ children }: { children: React.ReactNode }) {
  const site = usePublicSite();
  const { pathname } = useLocation();
  const isAdmin = pathname.startsWith("/admin");
  const mark = useScriptMark();
  const stylesheet = usePageStyle();
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {/* React's server writes every <meta>, <title> and <link> before the first script or style
            of <head>: rendered here in that same order, hydration finds each element in its place
            and moves none (moving the <style> would make the browser restyle the whole page) */}
        <Meta />
        <Links />
        {/* Zod builds fast parsers with `new Function` when its schemas are created unless told not
            to, and the strict CSP forbids eval: say so before any module (and zod) loads. Then the
            page's modules wait for its load event (lib/page-start.ts). */}
        <script nonce={mark} dangerouslySetInnerHTML={{ __html: ZOD_WITHOUT_EVAL + START_AFTER_LOAD }} />
        {/* app.css, inline (lib/page-start.ts): written by the server, kept by hydration */}
        <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: stylesheet ?? "" }} />
      </head>
      <body className="min-h-screen flex flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
        >
          Skip to content
        </a>
        {!isAdmin && site && <SplashScreen agencyName={site.agency.name} scriptMark={mark} />}
        {/* the header, the page's content and the footer each hydrate in a task of their own (ADR 049) */}
        {!isAdmin && site && (
          <HydrateLater>
            <SiteHeader site={site} />
          </HydrateLater>
        )}
        <HydrateLater>
          <main id="main" className="flex-1">
            {children}
          </main>
        </HydrateLater>
        {!isAdmin && site && (
          <HydrateLater>
            <SiteFooter site={site} />
          </HydrateLater>
        )}
        {!isAdmin && <FloatingWidget />}
        <ScrollToTop />
        <ScrollRestoration nonce={mark} />
        <Scripts nonce={mark} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * docs/product.md §2: every path change starts at the top (back and forward keep their place). A
 * form answered on its own page is no path change: its answer is shown and focused where the form
 * is (issue 38), so the page stays where it was.
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== "POP") window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, navigationType]);
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorContent error={error} />;
}
