interface ImportMetaEnv {
  /** Public origin for canonical URLs, set at build time. */
  readonly SITE_URL: string;
  /** Analytics tag id; empty means no tag. */
  readonly ANALYTICS_ID: string;
  /** External booking calendar URL. */
  readonly BOOKING_URL: string;
  readonly BOOKING_CALENDAR_URL: string;
}
