import {
  ATTACHMENT_MAX_BYTES,
  attachmentDisposition,
  attachmentRefusalOf,
  ATTACHMENT_MESSAGES,
  checkAttachment,
  cleanAttachmentName,
  messageAttachmentIdsSchema,
  sniffAttachmentType,
} from './attachments';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part,
    ),
  );

const SAMPLES = {
  pdf: bytes('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR'),
  jpeg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0]),
  webp: bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '),
  exe: bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0]),
  html: bytes('<!DOCTYPE html><script>alert(1)</script>'),
  svg: bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
  riffWave: bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '),
};

describe('sniffAttachmentType', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)('recognises a %s by its first bytes', (sample, type) => {
    expect(sniffAttachmentType(SAMPLES[sample])).toBe(type);
  });

  it.each(['exe', 'html', 'svg', 'riffWave'] as const)('refuses %s bytes', (sample) => {
    expect(sniffAttachmentType(SAMPLES[sample])).toBeNull();
  });

  it('refuses a file too short to carry a signature', () => {
    expect(sniffAttachmentType(bytes('%PD'))).toBeNull();
    expect(sniffAttachmentType(new Uint8Array())).toBeNull();
  });
});

describe('checkAttachment', () => {
  it('answers the sniffed type, whatever the file was called', () => {
    expect(checkAttachment(SAMPLES.pdf.length, SAMPLES.pdf)).toEqual({
      ok: true,
      type: 'application/pdf',
    });
  });

  it('refuses an empty file, a file over the limit, and a program renamed to .pdf', () => {
    expect(checkAttachment(0, new Uint8Array())).toEqual({ ok: false, refusal: 'empty' });
    expect(checkAttachment(ATTACHMENT_MAX_BYTES + 1, SAMPLES.pdf)).toEqual({
      ok: false,
      refusal: 'tooLarge',
    });
    expect(checkAttachment(ATTACHMENT_MAX_BYTES, SAMPLES.pdf).ok).toBe(true);
    expect(checkAttachment(SAMPLES.exe.length, SAMPLES.exe)).toEqual({
      ok: false,
      refusal: 'invalidType',
    });
  });

  it('maps each English refusal back to its message key', () => {
    for (const [key, text] of Object.entries(ATTACHMENT_MESSAGES)) {
      expect(attachmentRefusalOf(text)).toBe(key);
    }
    expect(attachmentRefusalOf('Something else')).toBeUndefined();
  });
});

describe('messageAttachmentIdsSchema', () => {
  it('allows up to five distinct attachments on a message', () => {
    const ids = ['attach-001', 'attach-002', 'attach-003', 'attach-004', 'attach-005'];
    expect(messageAttachmentIdsSchema.safeParse(ids).success).toBe(true);
    const six = messageAttachmentIdsSchema.safeParse([...ids, 'attach-006']);
    expect(six.success).toBe(false);
    expect(six.error?.issues[0]?.message).toBe(ATTACHMENT_MESSAGES.tooMany);
    expect(messageAttachmentIdsSchema.safeParse(['attach-001', 'attach-001']).success).toBe(false);
  });
});

describe('file names', () => {
  it('keeps the last path segment, drops control characters and quotes', () => {
    expect(cleanAttachmentName('C:\\Users\\amira\\transcript.pdf')).toBe('transcript.pdf');
    expect(cleanAttachmentName('../../etc/"pass\u0000wd"')).toBe('passwd');
    expect(cleanAttachmentName('   ')).toBe('attachment');
  });

  it('names a download in ASCII and in UTF-8', () => {
    expect(attachmentDisposition('شهادة.pdf')).toBe(
      `attachment; filename="_____.pdf"; filename*=UTF-8''${encodeURIComponent('شهادة.pdf')}`,
    );
  });
});
