import { describe, expect, it } from 'vitest';
import { daysTextOf, weekdaysOf } from './weekdays';

describe('weekdays', () => {
  it('writes the checked weekdays as comma-separated text, in week order', () => {
    expect(daysTextOf(['Sábado', 'Segunda-feira', 'Quarta-feira'])).toBe(
      'Segunda-feira, Quarta-feira, Sábado',
    );
    expect(daysTextOf([])).toBe('');
  });

  it('reads a days text back into weekdays, tolerating case, accents and short names', () => {
    expect(weekdaysOf('segunda, Quarta-feira, sabado')).toEqual([
      'Segunda-feira',
      'Quarta-feira',
      'Sábado',
    ]);
    expect(weekdaysOf(null)).toEqual([]);
  });
});
