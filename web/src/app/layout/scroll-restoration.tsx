// Where the window scrolls after a navigation, as browsers do for real page
// loads: a new page starts at the top (or at its #hash), Back and Forward
// return to where that page was left, also after a reload of the tab.
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'rl-scroll-positions';

/** Scroll position per history entry (location.key), kept for the tab's session. */
let positions: Record<string, number> | null = null;

function savedPositions(): Record<string, number> {
  if (positions) return positions;
  try {
    positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    positions = {};
  }
  return positions;
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  // The app restores positions itself (the browser would before the page is rendered).
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      } catch {
        // Storage full or disabled: positions last for this page load only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  // Remember where this entry is scrolled to, until the next navigation.
  useEffect(() => {
    const remember = () => {
      savedPositions()[location.key] = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [location.key]);

  // After the new page has rendered, before it paints.
  useLayoutEffect(() => {
    const saved = savedPositions()[location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // Not a decodable id: nothing to scroll to.
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location, navigationType]);

  return null;
}
