/**
 * Icon outlines on a 24 px grid, drawn as 2 px strokes so every icon has the same weight at every size.
 * Each entry is one or more path `d` strings; circles are written as two arcs to stay a single element type.
 */
export const ICON_PATHS = {
  close: ['M6 6l12 12M18 6L6 18'],
  eye: ['M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z', 'M15 12a3 3 0 1 1-6 0 3 3 0 0 1 6 0z'],
  'eye-off': [
    'M3 3l18 18',
    'M10.6 5.1A10.4 10.4 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1',
    'M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6',
    'M9.9 9.9a3 3 0 0 0 4.2 4.2',
  ],
  'chevron-left': ['M15 6l-6 6 6 6'],
  'chevron-right': ['M9 6l6 6-6 6'],
  'chevron-down': ['M6 9l6 6 6-6'],
  'chevron-up': ['M6 15l6-6 6 6'],
  bell: ['M6 16v-5a6 6 0 1 1 12 0v5l2 2H4l2-2z', 'M10 20a2 2 0 0 0 4 0'],
  menu: ['M4 6h16M4 12h16M4 18h16'],
  more: [
    'M6 12a1 1 0 1 1-2 0 1 1 0 0 1 2 0z',
    'M13 12a1 1 0 1 1-2 0 1 1 0 0 1 2 0z',
    'M20 12a1 1 0 1 1-2 0 1 1 0 0 1 2 0z',
  ],
  logout: ['M9 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h3', 'M16 17l5-5-5-5M21 12H9'],
  settings: [
    'M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0z',
    'M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9L7 7M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
  ],
  copy: ['M9 9h11v11H9z', 'M5 15H4V4h11v1'],
  check: ['M5 12l5 5 9-10'],
  plus: ['M12 5v14M5 12h14'],
  minus: ['M5 12h14'],
  card: ['M3 6h18v12H3z', 'M3 10h18M7 15h4'],
  wallet: ['M20 7H5a2 2 0 0 1 0-4h12v4', 'M3 5v13a2 2 0 0 0 2 2h15V7', 'M16 14h1'],
  bank: ['M3 10l9-6 9 6', 'M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18'],
  team: ['M12 11a3 3 0 1 0-6 0 3 3 0 0 0 6 0z', 'M3 20a6 6 0 0 1 12 0', 'M16 5a3 3 0 0 1 0 6', 'M18 15a5 5 0 0 1 3 5'],
  users: ['M16 8a4 4 0 1 1-8 0 4 4 0 0 1 8 0z', 'M4 21a8 8 0 0 1 16 0'],
  groups: [
    'M15 7a3 3 0 1 1-6 0 3 3 0 0 1 6 0z',
    'M7 11a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM21 11a2 2 0 1 1-4 0 2 2 0 0 1 4 0z',
    'M7 20a5 5 0 0 1 10 0M1.5 19a3.5 3.5 0 0 1 4-3.5M22.5 19a3.5 3.5 0 0 0-4-3.5',
  ],
  news: ['M4 5h13v14H6a2 2 0 0 1-2-2z', 'M17 9h3v8a2 2 0 0 1-2 2', 'M8 9h5M8 13h5M8 16h3'],
  dashboard: ['M4 4h7v9H4zM13 4h7v5h-7zM13 11h7v9h-7zM4 15h7v5H4z'],
  chart: ['M4 20h16', 'M7 16v-5M12 16V7M17 16V9'],
  percent: ['M19 5L5 19', 'M9 7a2 2 0 1 1-4 0 2 2 0 0 1 4 0zM19 17a2 2 0 1 1-4 0 2 2 0 0 1 4 0z'],
  upload: ['M12 16V4M7 9l5-5 5 5', 'M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3'],
  megaphone: ['M3 10v4h3l8 5V5l-8 5H3z', 'M18 8a5 5 0 0 1 0 8'],
  alert: ['M12 3l10 18H2L12 3z', 'M12 10v4M12 17.5v.01'],
  info: ['M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0z', 'M12 11v6M12 7.5v.01'],
  search: ['M18 11a7 7 0 1 1-14 0 7 7 0 0 1 14 0z', 'M20 20l-4-4'],
  external: ['M14 4h6v6M20 4l-9 9', 'M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5'],
  telegram: ['M21 4L3 11l6 2 2 6 3-4 5 4 2-15z', 'M9 13l12-9'],
  wechat: [
    'M9 4C5.1 4 2 6.5 2 9.5c0 1.7 1 3.2 2.5 4.2L4 16l2.6-1.3c.8.2 1.6.3 2.4.3',
    'M15 9c3.9 0 7 2.5 7 5.5 0 1.5-.8 2.9-2 3.9l.5 2.1-2.3-1.2c-1 .3-2.1.5-3.2.5-3.9 0-7-2.5-7-5.5S11.1 9 15 9z',
  ],
} as const satisfies Record<string, readonly string[]>;

export type IconName = keyof typeof ICON_PATHS;
