// The booking step's calendar address (prefill and reference per provider) and the embed messages that mean "booked".
import { describe, expect, it } from 'vitest';
import { isBookedMessage, schedulingSrc } from './booking.tsx';

const who = { name: 'Ann Lee', email: 'ann@example.com', phone: '+49 170 1234567' };

describe('the booking step', () => {
  it('prefills Cal.com and passes the reference as metadata, which its webhook sends back', () => {
    const u = new URL(
      schedulingSrc('calcom', 'https://cal.example.com/team/visit?x=1', 'ref-123', who, 'host'),
    );
    expect(u.origin + u.pathname).toBe('https://cal.example.com/team/visit');
    expect(Object.fromEntries(u.searchParams)).toEqual({
      x: '1',
      name: 'Ann Lee',
      email: 'ann@example.com',
      embed: 'true',
      attendeePhoneNumber: '+49 170 1234567',
      'metadata[fe_ref]': 'ref-123',
    });
  });

  it('prefills Calendly and passes the reference as utm_content, which its webhook sends back as tracking', () => {
    const u = new URL(
      schedulingSrc('calendly', 'https://calendly.com/acme/30min', 'ref-123', who, 'forms.example'),
    );
    expect(Object.fromEntries(u.searchParams)).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      embed_type: 'Inline',
      embed_domain: 'forms.example',
      location: '+49 170 1234567',
      utm_source: 'forms-engine',
      utm_content: 'ref-123',
    });
  });

  it('leaves out what the contact step did not give', () => {
    const u = new URL(
      schedulingSrc('calcom', 'https://cal.com/a/b', 'r', { name: '', email: '', phone: '' }, 'h'),
    );
    expect([...u.searchParams.keys()]).toEqual(['embed', 'metadata[fe_ref]']);
  });

  it.each([
    [{ originator: 'CAL', type: 'bookingSuccessful', data: {} }, true],
    [{ originator: 'CAL', type: 'bookingSuccessfulV2', data: {} }, true],
    [{ originator: 'CAL', type: 'linkReady' }, false],
    [{ event: 'calendly.event_scheduled', payload: {} }, true],
    [{ event: 'calendly.date_and_time_selected' }, false],
    ['bookingSuccessful', false],
    [null, false],
  ])('%j means booked: %s', (data, booked) => {
    expect(isBookedMessage(data)).toBe(booked);
  });
});
