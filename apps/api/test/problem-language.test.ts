import { API_ERROR_TEXTS, IDP_MESSAGE_TEXTS } from '@showroom/contract';
import { describe, expect, it } from 'vitest';
import { translateText } from '../src/lib/problem-language.ts';

describe('problem details in the caller’s language', () => {
  it('finds the German of any English text of the catalogue, and leaves unknown texts as they are', () => {
    expect(translateText(API_ERROR_TEXTS.tooManyRequests, 'de')).toBe(
      'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    );
    expect(translateText(IDP_MESSAGE_TEXTS.invalidEmail, 'de')).toBe('Ungültige E-Mail-Adresse.');
    expect(translateText('Something no catalogue holds.', 'de')).toBe('Something no catalogue holds.');
    expect(translateText(API_ERROR_TEXTS.tooManyRequests, 'en')).toBe(API_ERROR_TEXTS.tooManyRequests);
  });
});
