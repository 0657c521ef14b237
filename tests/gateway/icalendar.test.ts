import { describe, expect, it } from 'vitest';
import { calendar, escapeText, foldLine } from '../../gateway/http/icalendar.ts';

describe('iCalendar writer', () => {
  it('escapes the characters RFC 5545 reserves in text', () => {
    expect(escapeText('Montage; basis, deel 1\\2\nregel')).toBe('Montage\\; basis\\, deel 1\\\\2\\nregel');
  });

  it('folds lines at 75 octets without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join('')).toBe(line);
  });

  it('writes timed events in Europe/Amsterdam and all-day events as dates', () => {
    const text = calendar({
      name: 'Agenda',
      generatedAt: new Date('2026-11-23T10:00:00Z'),
      events: [
        { uid: 'a@x', date: '2026-12-01', startTime: '19:00', endTime: '22:00', summary: 'Montage basis' },
        { uid: 'b@x', date: '2026-12-31', summary: 'Workshop' },
      ],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text).not.toMatch(/[^\r]\n/);
    expect(text).toContain('DTSTART;TZID=Europe/Amsterdam:20261201T190000\r\n');
    expect(text).toContain('DTEND;TZID=Europe/Amsterdam:20261201T220000\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(text).toContain('DTSTAMP:20261123T100000Z');
    expect(text).toContain('TZID:Europe/Amsterdam');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});
