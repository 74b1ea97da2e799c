import { SvgIcon, type SvgIconProps } from './svg-icon'

/** The cross of every close and dismiss button (menu, chat, notices, booking dialog). */
export const CloseIcon = (props: SvgIconProps) => (
  <SvgIcon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </SvgIcon>
)
