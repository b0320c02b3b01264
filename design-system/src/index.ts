import './styles/global.css.ts';

export { Button, type ButtonProps, buttonSizes, buttonVariants } from './components/Button/Button.tsx';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';
export { vars } from './themes/contract.css.ts';
export { darkThemeClass } from './themes/dark.css.ts';
