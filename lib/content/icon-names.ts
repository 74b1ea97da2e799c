/** Icons a marketer can pick for products and features; drawn by components/ui/icon.tsx. */
export const iconNames = [
  'phone',
  'headset',
  'mail',
  'message',
  'workflow',
  'presentation',
  'megaphone',
  'clock',
  'bolt',
  'chart',
  'shield',
  'plug',
  'calendar',
  'users',
  'building',
  'car',
  'bed',
  'store',
  'home',
  'check',
  'sparkles',
  'globe',
] as const

export type IconName = (typeof iconNames)[number]
