import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { applyInputRules } from './input-rules';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('stops typing at its limit', async () => {
    render(<TextInput label="Name" limit={5} />);
    const input = screen.getByLabelText('Name');
    await userEvent.type(input, 'abcdefgh');
    expect(input).toHaveValue('abcde');
  });

  it('cuts pasted text to the room left', async () => {
    render(<TextInput label="Name" limit={6} defaultValue="ab" />);
    const input = screen.getByLabelText('Name');
    await userEvent.click(input);
    await userEvent.paste('123456789');
    expect(input).toHaveValue('ab1234');
  });

  it('applies the limit to a controlled field too', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return <TextInput label="Code" limit={3} value={value} onValueChange={setValue} />;
    }
    render(<Controlled />);
    const input = screen.getByLabelText('Code');
    await userEvent.type(input, 'abcd');
    expect(input).toHaveValue('abc');
    await userEvent.paste('zz');
    expect(input).toHaveValue('abc');
  });

  it('drops characters outside its pattern, typed or pasted', async () => {
    render(<TextInput label="Amount" pattern={/[0-9.]/} />);
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '1a2.b5');
    expect(input).toHaveValue('12.5');
    await userEvent.paste('x9y');
    expect(input).toHaveValue('12.59');
  });

  it('shows count/limit and tells screen readers about it', async () => {
    render(<TextInput label="Comment" type="textarea" limit={100} counter />);
    const textarea = screen.getByLabelText('Comment');
    expect(textarea.tagName).toBe('TEXTAREA');
    await userEvent.type(textarea, 'hello');
    expect(screen.getByText('5/100')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('5/100 characters');
  });

  it('shows and hides the password with a labelled toggle', async () => {
    render(<TextInput label="Password" type="password" defaultValue="s3cret!" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('shows the first error of its validation state and marks itself invalid', () => {
    render(<TextInput label="E-mail" type="email" required errors={['Value is required', 'Other']} />);
    const input = screen.getByLabelText(/E-mail/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Value is required');
    expect(screen.queryByText('Other')).not.toBeInTheDocument();
  });
});

describe('applyInputRules', () => {
  it('inserts in the middle and still lets over-long values shrink', () => {
    expect(applyInputRules('abef', 'abcdef', { limit: 5 })).toEqual({ value: 'abcef', caret: 3 });
    expect(applyInputRules('abcdefg', 'abcdef', { limit: 3 })).toEqual({ value: 'abcdef', caret: 6 });
  });

  it('replaces a selection with filtered text', () => {
    expect(applyInputRules('12345', '1x9y5', { pattern: /\d/g })).toEqual({ value: '195', caret: 2 });
  });
});
