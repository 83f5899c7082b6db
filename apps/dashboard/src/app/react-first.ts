/**
 * The first half of the app core's evaluation on a reload: React and react-dom (and what the
 * build groups with them, styled-components and the design system's base) run their module code
 * in a task of their own, before the router, the machines and the layout run theirs
 * (load-app.ts). In one task the two halves took 20–25 ms, which a phone's four times slower
 * CPU turns into a 100 ms task that blocks a tap.
 */
import 'react-dom/client';
