import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/src/components/ui/button';
import { Checkbox } from '@/src/components/ui/checkbox';
import { TextInput } from '@/src/components/ui/text-input';
import { PlainButton, PlainCheckbox, PlainTextField } from './plain-fields';

/** The rendered markup without class names (the kit's and the composed ones differ only in name). */
function markup(element: React.ReactElement) {
  const { container, unmount } = render(element);
  for (const node of container.querySelectorAll('[class]')) node.removeAttribute('class');
  const html = container.innerHTML;
  unmount();
  return html;
}

// The registration form renders the kit's markup without the kit's components (decision 006, session 6): these
// hold the two equal, so a screen reader hears the same field either way and a change to the kit shows up here.
describe('plain fields render what the kit renders', () => {
  it('a text field with a caption and an error', () => {
    const props = { id: 'f-telegram', name: 'telegram', label: 'Telegram', required: true, placeholder: '@username' };
    const caption = 'Your Telegram username, starting with @';
    for (const errors of [undefined, ['Start with @']]) {
      expect(markup(<PlainTextField {...props} caption={caption} errors={errors} defaultValue="@a" />)).toBe(
        markup(<TextInput {...props} caption={caption} errors={errors} defaultValue="@a" />),
      );
    }
    // Empty: the kit's controlled input writes value="", an empty default does too.
    expect(markup(<PlainTextField {...props} type="email" defaultValue="" />)).toBe(
      markup(<TextInput {...props} type="email" />),
    );
  });

  it('a required checkbox, ticked or with its message', () => {
    const props = { id: 'f-agreement', name: 'agreement', value: 'on', label: 'I agree', required: true };
    expect(markup(<PlainCheckbox {...props} defaultChecked />)).toBe(markup(<Checkbox {...props} defaultChecked />));
    const errors = ['Value is required'];
    expect(markup(<PlainCheckbox {...props} errors={errors} />)).toBe(markup(<Checkbox {...props} errors={errors} />));
  });

  it('a submit button, idle and busy, and a ghost one', () => {
    for (const busy of [false, true]) {
      expect(
        markup(
          <PlainButton appearance="primary" type="submit" busy={busy}>
            Continue
          </PlainButton>,
        ),
      ).toBe(
        markup(
          <Button type="submit" mode="fill" loading={busy}>
            Continue
          </Button>,
        ),
      );
    }
    expect(markup(<PlainButton appearance="ghost">Reset all</PlainButton>)).toBe(
      markup(
        <Button appearance="ghost" mode="fill">
          Reset all
        </Button>,
      ),
    );
  });
});
