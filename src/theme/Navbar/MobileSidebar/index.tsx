import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {whenIdle} from '@site/shared/lib/whenIdle';
import {useNavbarMobileSidebar} from '@site/internals/client/themeCommonInternal';

/**
 * The classic mobile menu, rendered once the browser is idle after the page has loaded, in a
 * transition (which React splits into short tasks), rather than in the re-render that follows
 * hydration on a narrow screen: that re-render is one uninterruptible task, and the menu (every
 * navbar item and the page's whole sidebar again) was much of it. It is in place long before a
 * reader opens it, so it slides in as before; a reader who opens it sooner gets it at once.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle || shown ? <MobileSidebar /> : null;
}
