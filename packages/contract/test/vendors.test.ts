import { describe, expect, it } from 'vitest';
import {
  VENDOR_FORM_MESSAGES,
  emailError,
  emptyVendorForm,
  vendorBodySchema,
  vendorFormSchema,
  vendorFormToBody,
  vendorListQuerySchema,
  vendorSchema,
  vendorStatusChangeQuerySchema,
  vendorToForm,
  withIconTimestamp,
  type VendorForm,
} from '../src/index.ts';

const validForm: VendorForm = {
  vendorName: 'Acme Health',
  vendorDescription: 'We build openEHR apps.',
  vendorWebsite: 'https://acme.example',
  vendorMail: 'contact@acme.example',
};

function fieldErrors(values: Partial<VendorForm>, field: keyof VendorForm): string[] {
  const result = vendorFormSchema.safeParse({ ...validForm, ...values });
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path[0] === field).map((i) => i.message);
}

describe('vendor form: required fields', () => {
  it('accepts a complete form', () => {
    expect(vendorFormSchema.safeParse(validForm).success).toBe(true);
  });

  it('requires the name', () => {
    expect(fieldErrors({ vendorName: '' }, 'vendorName')).toEqual(['Vendor name can not be empty']);
    expect(fieldErrors({ vendorName: '  ' }, 'vendorName')).toEqual(['Vendor name can not be empty']);
  });

  it('requires the description', () => {
    expect(fieldErrors({ vendorDescription: '' }, 'vendorDescription')).toEqual([
      'Description can not be empty',
    ]);
  });

  it('bounds name and description', () => {
    expect(fieldErrors({ vendorName: 'n'.repeat(200) }, 'vendorName')).toEqual([]);
    expect(fieldErrors({ vendorName: 'n'.repeat(201) }, 'vendorName')).toEqual([
      VENDOR_FORM_MESSAGES.nameTooLong,
    ]);
    expect(fieldErrors({ vendorDescription: 'd'.repeat(2001) }, 'vendorDescription')).toEqual([
      VENDOR_FORM_MESSAGES.descriptionTooLong,
    ]);
  });

  it('starts empty and invalid', () => {
    expect(vendorFormSchema.safeParse(emptyVendorForm).success).toBe(false);
  });
});

describe('vendor form: website', () => {
  it('requires it', () => {
    expect(fieldErrors({ vendorWebsite: '' }, 'vendorWebsite')).toEqual(['Website can not be empty']);
  });

  it.each(['http://acme.example', 'https://acme', 'acme.example', 'www.acme.example'])(
    'refuses %s with the format message',
    (vendorWebsite) => {
      expect(fieldErrors({ vendorWebsite }, 'vendorWebsite')).toEqual([
        'Website must be in the format https://{host}, for example https://www.example.org',
      ]);
    },
  );

  it('accepts an https address with a dotted host and a path', () => {
    expect(fieldErrors({ vendorWebsite: 'https://www.acme.example/about' }, 'vendorWebsite')).toEqual([]);
  });

  it("quirk: an invalid website is worded 'Website can not be empty' while the name has its required error", () => {
    expect(fieldErrors({ vendorName: '', vendorWebsite: 'http://acme.example' }, 'vendorWebsite')).toEqual([
      'Website can not be empty',
    ]);
  });

  it('quirk: the usual format message returns once the name is filled in', () => {
    expect(
      fieldErrors({ vendorName: 'Acme', vendorWebsite: 'http://acme.example' }, 'vendorWebsite'),
    ).toEqual(['Website must be in the format https://{host}, for example https://www.example.org']);
  });

  it('quirk: a valid website shows no error even while the name is empty', () => {
    expect(fieldErrors({ vendorName: '' }, 'vendorWebsite')).toEqual([]);
  });

  it('the API body has the same website rule without the quirk', () => {
    const result = vendorBodySchema.safeParse({
      name: '',
      email: 'a@acme.example',
      website: 'http://acme.example',
      description: 'D',
    });
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'Vendor name can not be empty'],
      ['website', 'Website must be in the format https://{host}, for example https://www.example.org'],
    ]);
  });
});

describe('vendor form: e-mail', () => {
  it('requires it', () => {
    expect(fieldErrors({ vendorMail: '' }, 'vendorMail')).toEqual(['E-mail can not be empty']);
  });

  it.each(['plainaddress', 'a@', '@acme.example', 'a b@acme.example', 'a@acme..example', 'a@-acme.example'])(
    'refuses %s as invalid',
    (vendorMail) => {
      expect(fieldErrors({ vendorMail }, 'vendorMail')).toEqual(['Invalid e-mail address']);
    },
  );

  it.each(['x@acme.example', 'first.last+tag@sub.acme.example', "o'brien@acme.example"])(
    'accepts %s (the standard browser pattern)',
    (vendorMail) => {
      expect(fieldErrors({ vendorMail }, 'vendorMail')).toEqual([]);
    },
  );

  it('accepts a local part of exactly 64 characters and refuses 65', () => {
    expect(fieldErrors({ vendorMail: `${'l'.repeat(64)}@acme.example` }, 'vendorMail')).toEqual([]);
    expect(fieldErrors({ vendorMail: `${'l'.repeat(65)}@acme.example` }, 'vendorMail')).toEqual([
      'The part before the @ can be at most 64 characters',
    ]);
  });

  it('accepts exactly 254 characters in total and refuses 255', () => {
    // 64 + '@' + 63 + '.' + 63 + '.' + n + '.de': DNS labels stay within 63 characters.
    const address = (lastLabel: number) =>
      `${'l'.repeat(64)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(lastLabel)}.de`;
    const at254 = address(58);
    const at255 = address(59);
    expect(at254).toHaveLength(254);
    expect(at255).toHaveLength(255);
    expect(fieldErrors({ vendorMail: at254 }, 'vendorMail')).toEqual([]);
    expect(fieldErrors({ vendorMail: at255 }, 'vendorMail')).toEqual([
      'E-mail can be at most 254 characters',
    ]);
  });

  it('emailError names one problem at a time', () => {
    expect(emailError('')).toBe(VENDOR_FORM_MESSAGES.emailRequired);
    expect(emailError(`${'l'.repeat(300)}@x.de`)).toBe(VENDOR_FORM_MESSAGES.emailTooLong);
    expect(emailError('ok@acme.example')).toBeUndefined();
  });
});

describe('vendor body', () => {
  const body = {
    name: 'Acme',
    email: 'contact@acme.example',
    imageUrl: null,
    website: 'https://acme.example',
    description: 'D',
  };

  it('accepts the vendor payload, with or without imageUrl and rowVersion', () => {
    expect(vendorBodySchema.safeParse(body).success).toBe(true);
    const { imageUrl: _i, ...noImage } = body;
    expect(vendorBodySchema.safeParse(noImage).success).toBe(true);
    expect(vendorBodySchema.safeParse({ ...body, rowVersion: 1 }).success).toBe(true);
  });

  it('rejects unknown fields', () => {
    expect(vendorBodySchema.safeParse({ ...body, status: 'APPROVED' }).success).toBe(false);
  });

  it('requires the website, as the form does', () => {
    const { website: _w, ...noWebsite } = body;
    expect(vendorBodySchema.safeParse(noWebsite).success).toBe(false);
    expect(vendorBodySchema.safeParse({ ...body, website: '' }).error?.issues[0]?.message).toBe(
      'Website can not be empty',
    );
  });

  it('is produced from the form, trimmed', () => {
    const b = vendorFormToBody({ ...validForm, vendorName: ' Acme Health ' }, { rowVersion: 4 });
    expect(b).toEqual({
      name: 'Acme Health',
      email: validForm.vendorMail,
      website: validForm.vendorWebsite,
      description: validForm.vendorDescription,
      rowVersion: 4,
    });
    expect(vendorBodySchema.safeParse(b).success).toBe(true);
  });

  it('round-trips a vendor into the form', () => {
    const vendor = vendorSchema.parse({
      id: 1,
      name: 'Acme',
      description: 'D',
      email: 'a@acme.example',
      website: null,
      status: 'DRAFT',
    });
    expect(vendorToForm(vendor)).toEqual({
      vendorName: 'Acme',
      vendorDescription: 'D',
      vendorWebsite: '',
      vendorMail: 'a@acme.example',
    });
  });
});

describe('vendor queries', () => {
  it('list takes an optional known status only', () => {
    expect(vendorListQuerySchema.safeParse({}).success).toBe(true);
    expect(vendorListQuerySchema.safeParse({ status: 'WAITING_FOR_APPROVAL' }).success).toBe(true);
    expect(vendorListQuerySchema.safeParse({ status: 'ACTIVE' }).success).toBe(false);
  });

  it('status change takes the four new statuses and an optional reason', () => {
    for (const newStatus of ['WAITING_FOR_APPROVAL', 'APPROVED', 'REJECTED', 'DEACTIVATED']) {
      expect(vendorStatusChangeQuerySchema.safeParse({ newStatus }).success).toBe(true);
    }
    expect(
      vendorStatusChangeQuerySchema.safeParse({ newStatus: 'REJECTED', reason: 'Unknown company' }).success,
    ).toBe(true);
    expect(vendorStatusChangeQuerySchema.safeParse({ newStatus: 'ACTIVE' }).success).toBe(false);
    expect(
      vendorStatusChangeQuerySchema.safeParse({ newStatus: 'REJECTED', reason: 'r'.repeat(2001) }).success,
    ).toBe(false);
  });
});

describe('withIconTimestamp', () => {
  it('adds a timestamp query parameter', () => {
    expect(withIconTimestamp('/api/media/abc.webp', 1700000000000)).toBe(
      '/api/media/abc.webp?t=1700000000000',
    );
  });

  it('appends to an existing query and keeps the fragment', () => {
    expect(withIconTimestamp('https://cdn.example/i.png?size=s#x', 5)).toBe(
      'https://cdn.example/i.png?size=s&t=5#x',
    );
  });

  it('replaces an earlier timestamp instead of piling them up', () => {
    expect(withIconTimestamp('/i.png?t=1', 2)).toBe('/i.png?t=2');
    expect(withIconTimestamp('/i.png?t=1&size=s', 2)).toBe('/i.png?size=s&t=2');
    expect(withIconTimestamp('/i.png?size=s&t=1', 2)).toBe('/i.png?size=s&t=2');
  });

  it('takes a Date as its time', () => {
    expect(withIconTimestamp('/i.png', new Date(42))).toBe('/i.png?t=42');
  });

  it('keeps a missing icon missing', () => {
    expect(withIconTimestamp(null, 1)).toBeNull();
    expect(withIconTimestamp(undefined, 1)).toBeNull();
    expect(withIconTimestamp('', 1)).toBeNull();
  });
});
