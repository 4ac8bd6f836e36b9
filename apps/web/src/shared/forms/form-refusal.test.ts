import { ApiError } from '@chaussee/sdk';
import { describe, expect, it } from 'vitest';
import { formRefusalOf } from './form-refusal.js';

interface Body {
  email: string;
  firstName: string;
}

function refusal(status: number, code: string, detail?: string, violations?: unknown[]) {
  return new ApiError({
    type: 'about:blank',
    title: 'Error',
    status,
    code,
    ...(detail === undefined ? {} : { detail }),
    ...(violations === undefined
      ? {}
      : {
          violations: violations.map((path) => ({
            propertyPath: String(path),
            message: `Message de ${String(path)}`,
            code: 'invalidValue',
          })),
        }),
  });
}

describe('form refusals', () => {
  it('puts each violation under the field it names, the others above the form', () => {
    const error = refusal(422, 'validation_failed', 'Invalid body', [
      'email',
      'siteIds.0',
      'firstName',
      'roles',
    ]);
    expect(formRefusalOf<Body>(error, ['email', 'firstName'])).toEqual({
      fields: {
        email: { __errors: ['Message de email'] },
        firstName: { __errors: ['Message de firstName'] },
      },
      message: 'Message de siteIds.0 Message de roles',
    });
  });

  it('puts a conflict under the field that causes it, in French', () => {
    const error = refusal(409, 'already_exists', 'user already exist');
    expect(formRefusalOf<Body>(error, ['email'], 'email')).toEqual({
      fields: { email: { __errors: ['Cette adresse mail est déjà utilisée'] } },
      message: null,
    });
  });

  it('shows any other refusal as one French message', () => {
    expect(formRefusalOf<Body>(refusal(409, 'conflict'), ['email']).fields).toEqual({});
    expect(formRefusalOf<Body>(new Error('network'), ['email']).message).not.toBe('');
    expect(
      formRefusalOf<Body>(refusal(400, 'bad_request', 'user already exist'), ['email'], 'email'),
    ).toEqual({ fields: {}, message: 'Cette adresse mail est déjà utilisée' });
  });
});
