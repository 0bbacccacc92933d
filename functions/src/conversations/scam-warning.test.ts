import { describe, expect, it } from 'vitest';
import { looksLikeScam } from './scam-warning';

describe('looksLikeScam', () => {
  const scams = [
    'Please send the deposit by wire transfer before the viewing',
    'I only accept Western Union',
    'You can pay with GIFT CARDS, Steam or iTunes',
    'Send me $500 in Bitcoin to hold the room',
    'Before we meet, send a copy of your ID',
    'Send me your passport so I can prepare the contract',
    'WhatsApp me at +1 555 0100',
    "Let's continue on Telegram",
    'Pay the first month in advance and I will mail you the keys',
    'Can you Zelle me the holding fee?',
    'text me on   whatsapp',
    "Sorry, I can't show you the room, I'm abroad for work",
    'No viewings, the place is exactly as in the photos',
    "I'm out of the country right now",
    'Send the deposit and I will mail the keys',
    'Viewings are not possible at the moment',
  ];
  for (const text of scams) {
    it(`when a message says "${text}", then it gets the warning`, () => {
      expect(looksLikeScam(text)).toBe(true);
    });
  }

  const fine = [
    'Hi! Is the room still available?',
    'Could I come and see it on Saturday afternoon?',
    'The rent includes water and internet.',
    'I have a cat, is that OK?',
    'My idea is to move in next month.',
    "I'm a nurse and work night shifts.",
    'Happy to show you the room on Saturday at 11',
    'I can give you the keys when you move in',
    "I'm out on Monday but free on Tuesday for a viewing",
  ];
  for (const text of fine) {
    it(`when a message says "${text}", then it gets no warning`, () => {
      expect(looksLikeScam(text)).toBe(false);
    });
  }
});
