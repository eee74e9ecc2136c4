import { cityPlacer } from './institution-city';
import { type CountryProfile } from './vocab/countries';

const profile: CountryProfile = {
  code: 'uk',
  name: 'United Kingdom',
  currency: 'GBP',
  tuitionUsd: 20_000,
  weight: 1,
  localLanguages: [],
  cities: 'London|Westminster, York, Newcastle, Canterbury|Kent',
};

describe('cityPlacer', () => {
  const place = cityPlacer(profile);

  it('reads the city from the name, in any of its spellings', () => {
    expect(place('University of York', 'york.ac.uk')).toEqual({ city: 'York', fromName: true });
    expect(place('University of Kent', 'kent.ac.uk')).toEqual({
      city: 'Canterbury',
      fromName: true,
    });
    expect(place('University of Westminster', 'wmin.ac.uk').city).toBe('London');
  });

  it('matches whole words only', () => {
    expect(place('Yorkshire College of Art', 'yca.ac.uk').fromName).toBe(false);
  });

  it('otherwise places the institution in a main city, always the same for a domain', () => {
    const first = place('Cranfield University', 'cranfield.ac.uk');
    expect(first.fromName).toBe(false);
    expect(place('Cranfield University', 'cranfield.ac.uk')).toEqual(first);
  });
});
