import './styles/global.css.ts';

// Foundations
export { desktopQuery, layout, mobileQuery, timing, toastLimits } from './constants.ts';
export { vars } from './themes/contract.css.ts';
export { darkThemeClass } from './themes/dark.css.ts';
export { cx, withClassName } from './utils/classNames.ts';
export { type Clock, ClockProvider, createManualClock, type ManualClock, useClock } from './utils/clock.tsx';

// Layout

// Actions
export { Button, type ButtonProps, buttonSizes, buttonVariants } from './components/Button/Button.tsx';
export { LinkButton, type LinkButtonProps } from './components/LinkButton/LinkButton.tsx';
export { TextLink, type TextLinkProps } from './components/TextLink/TextLink.tsx';

// Forms

// Feedback
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';

// Navigation

// Marketing blocks

// Conversion widgets
