import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/testing/test-utils';
import { RegisterForm } from './register-form';

function renderForm(checkImageUrl = vi.fn(async () => true)) {
  renderWithApp(<RegisterForm checkImageUrl={checkImageUrl} />, { path: '/auth/register' });
  return { checkImageUrl };
}

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

  it.each([
    ['abcdef1', 'Password must contain at least one uppercase letter'],
    ['ABCDEF1', 'Password must contain at least one lowercase letter'],
    ['Abc', 'Password must be at least 6 characters long'],
  ])('when the password is "%s", then it says "%s"', async (password, message) => {
    renderForm();
    await fill({ name: 'Ada', email: 'ada@example.com', password });
    await submit();
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

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
    expect(field(/^Password/)).toHaveAccessibleDescription(
      'At least 6 characters, with an uppercase and a lowercase letter.',
    );
    expect(screen.getByRole('button', { name: 'Sign up with Google' })).toBeInTheDocument();
  });
});
