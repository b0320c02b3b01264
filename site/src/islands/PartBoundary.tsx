import { Alert, Button, Stack, Text, TextLink } from '@tallowood/design-system';
import { Component, type ReactNode } from 'react';
import { business } from '../config/business.ts';
import { reportClientError } from './recover.ts';

interface PartBoundaryProps {
  /** Names the part in the report, e.g. `contact-form` or `page`. */
  part: string;
  children: ReactNode;
}

/**
 * A render error in a woken part shows a short apology with two ways on (reload, or call) instead of a blank region,
 * and is reported to the server. The rest of the page keeps working.
 */
export class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error) {
    reportClientError('render', error, this.props.part);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert title="Sorry, this part of the page stopped working">
        <Stack gap="3">
          <Text>
            Reload the page to try again, or call us on{' '}
            <TextLink href={business.phone.href}>{business.phone.display}</TextLink>.
          </Text>
          <Button variant="outline" size="sm" onPress={() => window.location.reload()}>
            Reload the page
          </Button>
        </Stack>
      </Alert>
    );
  }
}
