import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/test-utils';
import { RULE_MET, RULE_NOT_MET } from './password-rules-list';
import { RegisterForm } from './register-form';

function renderForm(checkImageUrl = vi.fn(async () => true)) {
  renderWithApp(<RegisterForm checkImageUrl={checkImageUrl} />, { path: '/auth/register' });
  return { checkImageUrl };
}

// The spec's texts.
const UPPERCASE = 'Password must contain at least one uppercase letter';
const LOWERCASE = 'Password must contain at least one lowercase letter';
const LENGTH = 'Password must be at least 6 characters long';

const rules = () => screen.getByRole('list', { name: 'Rules for a new password' });
/** The list is the password field's description, so a screen reader hears the rules too. */
const describesPassword = () =>
  expect(
    document.getElementById(field(/^Password/).getAttribute('aria-describedby') ?? ''),
  ).toContainElement(rules());

const field = (label: RegExp) => screen.getByLabelText(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Register' }));

async function fill(values: { name?: string; photo?: string; email?: string; password?: string }) {
  if (values.name) await userEvent.type(field(/^Name/), values.name);
  if (values.photo) await userEvent.type(field(/^Profile photo URL/), values.photo);
  if (values.email) await userEvent.type(field(/^Email/), values.email);
  if (values.password) await userEvent.type(field(/^Password/), values.password);
}

describe('RegisterForm validation', () => {
  it('when submitted empty, then name, email and password are required', async () => {
    renderForm();
    await submit();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  /** Each rule's line as read out: whether it is met, then the spec's text. */
  const ruleStates = () =>
    within(rules())
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('when the member types a password, then every rule is listed at once and each is ticked as it is met', async () => {
    renderForm();
    expect(ruleStates()).toEqual([
      RULE_NOT_MET + UPPERCASE,
      RULE_NOT_MET + LOWERCASE,
      RULE_NOT_MET + LENGTH,
    ]);
    await userEvent.type(field(/^Password/), 'a');
    expect(ruleStates()).toEqual([
      RULE_NOT_MET + UPPERCASE,
      RULE_MET + LOWERCASE,
      RULE_NOT_MET + LENGTH,
    ]);
    await userEvent.type(field(/^Password/), 'bcdeF');
    expect(ruleStates()).toEqual([RULE_MET + UPPERCASE, RULE_MET + LOWERCASE, RULE_MET + LENGTH]);
    describesPassword();
  });

  it.each([
    ['abcdef1', [UPPERCASE]],
    ['ABCDEF1', [LOWERCASE]],
    ['Abc', [LENGTH]],
    ['abc', [UPPERCASE, LENGTH]],
  ])(
    'when the password "%s" is submitted, then the field is invalid and the rules it misses are the ones not met',
    async (password, missed) => {
      renderForm();
      await fill({ name: 'Ada', email: 'ada@example.com', password });
      await submit();
      await waitFor(() => expect(field(/^Password/)).toHaveAttribute('aria-invalid', 'true'));
      expect(ruleStates()).toEqual(
        [UPPERCASE, LOWERCASE, LENGTH].map(
          (rule) => (missed.includes(rule) ? RULE_NOT_MET : RULE_MET) + rule,
        ),
      );
    },
  );

  it('when the photo URL is not a URL, then it asks for a valid image URL without checking the network', async () => {
    const { checkImageUrl } = renderForm();
    await fill({ name: 'Ada', photo: 'not a url', email: 'ada@example.com', password: 'Secret1' });
    await submit();
    expect(await screen.findByText('Please provide a valid image URL')).toBeInTheDocument();
    expect(checkImageUrl).not.toHaveBeenCalled();
  });

  it('when the photo URL is not an image, then it asks for a valid image URL and does not register', async () => {
    const { checkImageUrl } = renderForm(vi.fn(async () => false));
    await fill({
      name: 'Ada',
      photo: 'https://example.com/page.html',
      email: 'ada@example.com',
      password: 'Secret1',
    });
    await submit();
    expect(await screen.findByText('Please provide a valid image URL')).toBeInTheDocument();
    expect(checkImageUrl).toHaveBeenCalledWith('https://example.com/page.html');
    expect(field(/^Profile photo URL/)).toHaveFocus();
  });

  it('when the form opens, then the helper texts explain the optional photo and the password rules', () => {
    renderForm();
    expect(field(/^Profile photo URL/)).toHaveAccessibleDescription(
      'Optional: a link to an image of you.',
    );
    describesPassword();
    expect(ruleStates()).toEqual([UPPERCASE, LOWERCASE, LENGTH].map((rule) => RULE_NOT_MET + rule));
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeInTheDocument();
  });
});
