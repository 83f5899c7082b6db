/**
 * Outline artwork on a 24 px grid, stroked with currentColor. Each entry is one or more path
 * strings; a path of only "h.01" draws a dot thanks to the round line caps.
 */
export const menuIconPaths = {
  announcement: [
    'M3 10.5v3a1 1 0 0 0 1 1h2l5 4V5.5l-5 4H4a1 1 0 0 0-1 1z',
    'M15 9a3.5 3.5 0 0 1 0 6',
    'M18 6a8 8 0 0 1 0 12',
  ],
  'brand-reseller': [
    'M3.5 9 5 4h14l1.5 5',
    'M3.5 9a2.8 2.8 0 0 0 5.7 0 2.8 2.8 0 0 0 5.6 0 2.8 2.8 0 0 0 5.7 0',
    'M5 12.5V20h14v-7.5',
    'M10 20v-4.5h4V20',
  ],
  discussion: [
    'M4 4.5h10.5a1 1 0 0 1 1 1V12a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V5.5a1 1 0 0 1 1-1z',
    'M18.5 8.5H20a1 1 0 0 1 1 1V16a1 1 0 0 1-1 1h-1v3l-4-3h-4.5a1 1 0 0 1-1-1v-.5',
  ],
  education: ['M2 9l10-5 10 5-10 5z', 'M6 11v4.5c0 1.6 2.7 3.5 6 3.5s6-1.9 6-3.5V11', 'M22 9v5.5'],
  finance: [
    'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3',
    'M4 7.5V18a2 2 0 0 0 2 2h14V8H6.5A2.5 2.5 0 0 1 4 5.5',
    'M16 14h.01',
  ],
  home: ['M3 11.5 12 4l9 7.5', 'M5.5 9.5V20H10v-5.5h4V20h4.5V9.5'],
  notification: ['M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 1.5h-15z', 'M10 20.5a2 2 0 0 0 4 0'],
  'other-service': ['M4 4h6v6H4z', 'M14 4h6v6h-6z', 'M4 14h6v6H4z', 'M14 14h6v6h-6z'],
  product: ['M3.5 7.5 12 3.5l8.5 4-8.5 4z', 'M3.5 7.5v9l8.5 4 8.5-4v-9', 'M12 11.5v9'],
  promo: ['M3.5 12.5V4.5a1 1 0 0 1 1-1h8l8 8-9 9z', 'M8 8h.01', 'M9.5 15.5l5-5'],
  statistics: ['M3 20.5h18', 'M6 17v-6', 'M10.5 17V6.5', 'M15 17v-4', 'M19.5 17V9'],
  transaction: ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
  withdrawal: [
    'M3 9.5 12 4l9 5.5',
    'M5.5 10v7.5',
    'M10 10v7.5',
    'M14 10v7.5',
    'M18.5 10v7.5',
    'M3 20.5h18',
  ],
} as const;

export const uiIconPaths = {
  close: ['M6 6l12 12', 'M18 6 6 18'],
  'chevron-down': ['M6 9l6 6 6-6'],
  'chevron-up': ['M6 15l6-6 6 6'],
  'chevron-left': ['M15 6l-6 6 6 6'],
  'chevron-right': ['M9 6l6 6-6 6'],
  check: ['M5 12.5l4.5 4.5L19 7'],
  search: ['M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14z', 'M20 20l-4-4'],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3.5v4', 'M16 3.5v4'],
  info: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M12 11v5', 'M12 8h.01'],
  success: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M8 12.5l3 3 5-6'],
  warning: ['M12 4l9 16H3z', 'M12 10v4', 'M12 17h.01'],
  error: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M9 9l6 6', 'M15 9l-6 6'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  logout: ['M10 4H5v16h5', 'M15 8l4 4-4 4', 'M19 12H9'],
  user: ['M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8z', 'M4.5 20a7.5 7.5 0 0 1 15 0'],
  sort: ['M8 9.5l4-4 4 4', 'M8 14.5l4 4 4-4'],
  'arrow-up': ['M12 19V5', 'M6 11l6-6 6 6'],
  'arrow-down': ['M12 5v14', 'M6 13l6 6 6-6'],
  plus: ['M12 5v14', 'M5 12h14'],
  minus: ['M5 12h14'],
  'external-link': ['M14 4h6v6', 'M20 4l-9 9', 'M18 14v6H4V6h6'],
  chat: ['M4 5h16v11H9.5L5 19.5V16H4z', 'M8 10.5h.01', 'M12 10.5h.01', 'M16 10.5h.01'],
  'trend-up': ['M3 17l6-6 4 4 8-8', 'M15 7h6v6'],
  'trend-down': ['M3 7l6 6 4-4 8 8', 'M15 17h6v-6'],
  more: ['M5 12h.01', 'M12 12h.01', 'M19 12h.01'],
  lock: ['M6 11h12v9.5H6z', 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3'],
  store: [
    'M4 9.5 5.5 4h13L20 9.5',
    'M4 9.5h16v1a3 3 0 0 1-6 0 3 3 0 0 1-4 0 3 3 0 0 1-6 0z',
    'M5.5 13v7h13v-7',
  ],
  upload: ['M12 15V4', 'M7.5 8.5 12 4l4.5 4.5', 'M4 15v4.5h16V15'],
  file: ['M6 3h8l4 4v14H6z', 'M14 3v4h4', 'M9 12h6', 'M9 16h6'],
  image: ['M4 5h16v14H4z', 'M4 16l4.5-4.5 3.5 3.5 2.5-2.5L20 18', 'M15.5 8.5h.01'],
  trash: ['M4.5 7h15', 'M9.5 7V4.5h5V7', 'M6.5 7l1 13h9l1-13', 'M10 11v5.5', 'M14 11v5.5'],
} as const;

export const iconPaths = { ...menuIconPaths, ...uiIconPaths };

/** The 13 menu icons of the sidebar (spec §2). */
export type MenuIconName = keyof typeof menuIconPaths;
/** Every icon the design system draws. */
export type IconName = keyof typeof iconPaths;

export const menuIconNames = Object.keys(menuIconPaths) as MenuIconName[];
export const iconNames = Object.keys(iconPaths) as IconName[];
