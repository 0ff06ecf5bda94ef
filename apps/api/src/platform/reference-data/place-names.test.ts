import { describe, expect, it } from 'vitest';
import { airportNameIn } from './place-names.ts';

describe('airportNameIn', () => {
  it('puts the kind of airport first in Spanish and Portuguese, as their signs do', () => {
    expect(airportNameIn('El Dorado International Airport', 'es')).toBe('Aeropuerto Internacional El Dorado');
    expect(airportNameIn('São Paulo–Guarulhos International Airport', 'pt')).toBe(
      'Aeroporto Internacional São Paulo–Guarulhos',
    );
    expect(airportNameIn('Jorge Newbery Airport', 'es')).toBe('Aeropuerto Jorge Newbery');
    expect(airportNameIn('Yampa Valley Regional Airport', 'pt')).toBe('Aeroporto Regional Yampa Valley');
    expect(airportNameIn("Chicago O'Hare International Airport", 'es')).toBe(
      "Aeropuerto Internacional Chicago O'Hare",
    );
  });

  it('keeps English as the dataset writes it, and any name in another shape as it is', () => {
    expect(airportNameIn('El Dorado International Airport', 'en')).toBe('El Dorado International Airport');
    for (const name of [
      'Aeropuerto Internacional El Salvador',
      'Belo Horizonte',
      'Cali / Alfonso Bonillaaragon',
      'Salvador International Airport, Deputado Luís Eduardo Magalhães',
      'Airport',
    ]) {
      expect(airportNameIn(name, 'es')).toBe(name);
    }
  });
});
