import pino, { type Logger } from 'pino';

export type { Logger };

// Any character a form accepts in an address (see site/src/forms/fields.ts), so no part of one leaks.
const emailPattern =
  /([\p{L}\p{M}\p{Nd}!#$%&'*+/=?^_`{|}~.-])[\p{L}\p{M}\p{Nd}!#$%&'*+/=?^_`{|}~.-]*@([\p{L}\p{M}\p{Nd}.-]+\.[\p{L}\p{M}\p{Nd}-]{2,})/gu;

/** `jane@example.com` → `j***@example.com`: enough to tell cases apart, not enough to identify anyone. */
export function maskEmails(text: string): string {
  return text.replace(emailPattern, '$1***@$2');
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'lead-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Error fields arrive prepared by `errorFields` (pino's own serializer would rename their type to Object); a raw
      // error is prepared here, so its message is masked too.
      serializers: { err: (value: unknown) => (value instanceof Error ? errorFields(value) : value) },
    },
    destination,
  );
}

/** An error as a log field, with any e-mail address masked. */
export function errorFields(error: unknown): { type: string; message: string; code?: string } {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return {
      type: error.name,
      message: maskEmails(error.message),
      ...(typeof code === 'string' ? { code } : {}),
    };
  }
  return { type: typeof error, message: maskEmails(String(error)) };
}

/** An error as a log field with its stack (where it happened), any e-mail address masked in both. */
export function errorWithStack(error: unknown): { type: string; message: string; code?: string; stack?: string } {
  const stack = error instanceof Error ? error.stack : undefined;
  return { ...errorFields(error), ...(stack ? { stack: maskEmails(stack) } : {}) };
}
