import './styles/global.css.ts';

// Foundations
export { desktopQuery, layout, mobileQuery, timing, toastLimits } from './constants.ts';
export { clientBrandThemes } from './themes/clientBrandThemes.css.ts';
export { vars } from './themes/contract.css.ts';
export { darkThemeClass } from './themes/dark.css.ts';
export { cx, withClassName } from './utils/classNames.ts';
export {
  browserClock,
  type Clock,
  ClockProvider,
  createManualClock,
  type ManualClock,
  useClock,
} from './utils/clock.tsx';
export type { LabelledLink } from './utils/links.ts';

// Routing: the kit's links and link buttons navigate through RAC; the site connects this provider to its router.

export { RouterProvider } from 'react-aria-components';

// Layout

export { Box, type BoxProps } from './components/Box/Box.tsx';
export { Container, type ContainerProps, containerSizes } from './components/Container/Container.tsx';
export { Grid, type GridProps, gridMobileLimits } from './components/Grid/Grid.tsx';
export { Inline, type InlineProps, inlineAligns, inlineAlignYs } from './components/Inline/Inline.tsx';
export { Stack, type StackProps } from './components/Stack/Stack.tsx';
export type { ResponsiveSpace } from './styles/gap.ts';
export { type SpaceKey, type Sprinkles, sprinkles } from './styles/sprinkles.css.ts';

// Layout and type primitives: breakpoints, headings, text, columns and the card surface

export { Card, type CardProps, cardElements, cardPaddings, cardRadii, cardTones } from './components/Card/Card.tsx';
export {
  Columns,
  type ColumnsProps,
  columnsAlignYs,
  columnsCollapseBelow,
  columnsSplits,
} from './components/Columns/Columns.tsx';
export {
  Heading,
  type HeadingProps,
  headingAligns,
  headingLevels,
  headingSizes,
  headingTones,
} from './components/Heading/Heading.tsx';
export { inverseScope } from './components/Section/Section.css.ts';
export {
  Text,
  type TextProps,
  textAligns,
  textElements,
  textSizes,
  textTones,
  textWeights,
} from './components/Text/Text.tsx';
export { type Breakpoint, breakpointQueries, breakpoints, tabletQuery, wideQuery } from './constants.ts';
export { type ResponsiveStyleRule, responsiveStyle } from './styles/responsive.ts';

// Actions

export { Button, type ButtonProps, buttonSizes, buttonVariants } from './components/Button/Button.tsx';
export {
  IconButton,
  type IconButtonProps,
  iconButtonShapes,
  iconButtonSizes,
  iconButtonVariants,
} from './components/IconButton/IconButton.tsx';
export {
  type JumpAction,
  JumpLinkButton,
  type JumpLinkButtonProps,
} from './components/JumpLinkButton/JumpLinkButton.tsx';
export { LinkButton, type LinkButtonProps } from './components/LinkButton/LinkButton.tsx';
export { TextLink, type TextLinkProps } from './components/TextLink/TextLink.tsx';

// Forms

export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox.tsx';
export {
  EarlyErrorSummary,
  type EarlyErrorSummaryProps,
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
  focusField,
  retireEarlyProblems,
} from './components/ErrorSummary/ErrorSummary.tsx';
export type { EarlyCheck } from './components/ErrorSummary/early.ts';
export {
  FieldDescription,
  type FieldDescriptionProps,
  FieldLabel,
  type FieldLabelProps,
} from './components/Field/Field.tsx';
export { FieldError, type FieldErrorProps } from './components/FieldError/FieldError.tsx';
export { Form, type FormProps } from './components/Form/Form.tsx';
export { NativeSelect, type NativeSelectProps } from './components/NativeSelect/NativeSelect.tsx';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './components/RadioGroup/RadioGroup.tsx';
export { Select, SelectItem, type SelectOption, type SelectProps } from './components/Select/Select.tsx';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea.tsx';
export { TextField, type TextFieldProps, textFieldTypes } from './components/TextField/TextField.tsx';

// Feedback

export { Alert, type AlertProps, alertVariants } from './components/Alert/Alert.tsx';
export { Badge, type BadgeProps, badgeVariants } from './components/Badge/Badge.tsx';
export {
  InlineMessage,
  type InlineMessageProps,
  inlineMessageVariants,
} from './components/InlineMessage/InlineMessage.tsx';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner.tsx';
export {
  ToastProvider,
  type ToastProviderProps,
  ToastRegion,
  type ToastRegionProps,
} from './components/Toast/Toast.tsx';
export {
  createToastQueue,
  dismissToast,
  type ToastContent,
  type ToastOptions,
  type ToastQueue,
  type ToastQueueOptions,
  toast,
  toastQueue,
  toastVariants,
  useToast,
} from './components/Toast/toastQueue.ts';
export { Tooltip, type TooltipProps, TooltipTrigger, type TooltipTriggerProps } from './components/Tooltip/Tooltip.tsx';

// Navigation

// Pairs a trigger button with a `Dialog`, as in the Dialog docs.
export { DialogTrigger, type DialogTriggerProps } from 'react-aria-components';
export { type BreadcrumbItem, Breadcrumbs, type BreadcrumbsProps } from './components/Breadcrumbs/Breadcrumbs.tsx';
export { Dialog, type DialogProps, dialogSizes } from './components/Dialog/Dialog.tsx';
export {
  type FilterLinkItem,
  FilterLinks,
  type FilterLinksProps,
} from './components/FilterLinks/FilterLinks.tsx';
export { type FilterTabItem, FilterTabs, type FilterTabsProps } from './components/FilterTabs/FilterTabs.tsx';
export { PromoBanner, type PromoBannerProps } from './components/PromoBanner/PromoBanner.tsx';
export {
  type FooterColumn,
  type FooterLink,
  SiteFooter,
  type SiteFooterProps,
} from './components/SiteFooter/SiteFooter.tsx';
export {
  type NavLink,
  type NavMenu,
  type NavMenuLink,
  SiteHeader,
  type SiteHeaderProps,
} from './components/SiteHeader/SiteHeader.tsx';
export { SkipLink, type SkipLinkProps } from './components/SkipLink/SkipLink.tsx';
export { ThemeToggle, type ThemeToggleProps } from './components/ThemeToggle/ThemeToggle.tsx';
export { type ThemeChoice, themeChoices, themeInitScript } from './components/ThemeToggle/theme.ts';

// Marketing blocks

export { Accordion, type AccordionItem, type AccordionProps } from './components/Accordion/Accordion.tsx';
export { BarChart, type BarChartDatum, type BarChartProps } from './components/BarChart/BarChart.tsx';
export { BeforeAfterCard, type BeforeAfterCardProps } from './components/BeforeAfterCard/BeforeAfterCard.tsx';
export {
  CaseStudyCard,
  type CaseStudyCardProps,
  type CaseStudyLink,
} from './components/CaseStudyCard/CaseStudyCard.tsx';
export {
  CtaBlock,
  type CtaBlockPanel,
  type CtaBlockProps,
  ctaBlockVariants,
} from './components/CtaBlock/CtaBlock.tsx';
export { DataTable, type DataTableColumn, type DataTableProps } from './components/DataTable/DataTable.tsx';
export { FeatureCard, type FeatureCardProps } from './components/FeatureCard/FeatureCard.tsx';
export { Hero, type HeroProps, heroVariants } from './components/Hero/Hero.tsx';
export { Image, type ImageProps } from './components/Image/Image.tsx';
export { imageSrcSet, isImageCdnUrl, mobileImageUrl } from './components/Image/imageUrl.ts';
export { LogoStrip, type LogoStripItem, type LogoStripProps } from './components/LogoStrip/LogoStrip.tsx';
export { PricingCard, type PricingCardCta, type PricingCardProps } from './components/PricingCard/PricingCard.tsx';
export { type ProcessStep, ProcessSteps, type ProcessStepsProps } from './components/ProcessSteps/ProcessSteps.tsx';
export { Section, type SectionProps, sectionTones } from './components/Section/Section.tsx';
export {
  SectionHeading,
  type SectionHeadingProps,
  sectionHeadingAligns,
} from './components/SectionHeading/SectionHeading.tsx';
export { ServiceCard, type ServiceCardLink, type ServiceCardProps } from './components/ServiceCard/ServiceCard.tsx';
export { StatTile, type StatTileProps } from './components/StatTile/StatTile.tsx';
export { TestimonialCard, type TestimonialCardProps } from './components/TestimonialCard/TestimonialCard.tsx';

// Conversion widgets

export {
  ExitIntentDialog,
  type ExitIntentDialogProps,
  finePointerQuery,
} from './components/ExitIntentDialog/ExitIntentDialog.tsx';
export { FloatingActions, type FloatingActionsProps } from './components/FloatingActions/FloatingActions.tsx';
export { hideDismissedMobileActionBars } from './components/MobileActionBar/dismissal.ts';
export { MobileActionBar, type MobileActionBarProps } from './components/MobileActionBar/MobileActionBar.tsx';
export {
  type SocialProofMessage,
  SocialProofToast,
  type SocialProofToastProps,
} from './components/SocialProofToast/SocialProofToast.tsx';
export { scrollToId, useMediaQuery } from './utils/browser.ts';

// Imagery: SVG illustrations drawn from the theme's `art*` colour roles

export {
  DeviceMockup,
  type DeviceMockupDevice,
  type DeviceMockupLayout,
  type DeviceMockupProps,
  type DeviceMockupVariant,
  deviceMockupVariants,
} from './components/DeviceMockup/DeviceMockup.tsx';
export { Pattern, type PatternProps, type PatternVariant } from './components/Pattern/Pattern.tsx';
export {
  defaultIllustrationPalette,
  deviceMockupDevices,
  deviceMockupLayouts,
  type IllustrationPalette,
  illustrationPalettes,
  patternVariants,
} from './themes/illustration.ts';

// Icons

export {
  ArrowRightIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  type IconProps,
  MenuIcon,
  PhoneIcon,
  StarIcon,
  WhatsAppIcon,
} from './icons/icons.tsx';
