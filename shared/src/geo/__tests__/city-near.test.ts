import { cityNear } from '../city-near';

describe('cityNear', () => {
  it.each([
    [43.2389, 76.8897, 'almaty'],
    [43.35, 77.03, 'almaty'],
    [51.1282, 71.4305, 'astana'],
    [51.2, 71.6, 'astana'],
  ] as const)('places %f, %f in a delivery city', (latitude, longitude, city) => {
    expect(cityNear(latitude, longitude)).toBe(city);
  });

  it.each([
    [42.3417, 69.5901],
    [43.8, 76.8897],
    [52.28, 76.97],
  ])('places %f, %f in none (more than 60 km from both)', (latitude, longitude) => {
    expect(cityNear(latitude, longitude)).toBeNull();
  });
});
