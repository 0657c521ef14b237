import type { CategorySeed } from '../types.ts';

// Course categories. Colour grading sits under montage and drone under camera, so the category
// filter shows a small tree.
export const categories: CategorySeed[] = [
  { slug: 'camera', name: 'Camera', canonicalName: 'Camera en cameravoering' },
  { slug: 'drone', name: 'Drone', canonicalName: 'Dronefilmen', parent: 'camera' },
  { slug: 'montage', name: 'Montage', canonicalName: 'Montage en postproductie' },
  {
    slug: 'color-grading',
    name: 'Color grading',
    canonicalName: 'Kleurcorrectie en color grading',
    parent: 'montage',
  },
  { slug: 'geluid', name: 'Geluid', canonicalName: 'Geluid en audio' },
  { slug: 'licht', name: 'Licht', canonicalName: 'Licht en belichting' },
  { slug: 'regie', name: 'Regie', canonicalName: 'Regie en productie' },
  { slug: 'scenario', name: 'Scenario', canonicalName: 'Scenario schrijven' },
  { slug: 'documentaire', name: 'Documentaire', canonicalName: 'Documentaire maken' },
  { slug: 'fotografie', name: 'Fotografie', canonicalName: 'Fotografie' },
  { slug: 'animatie', name: 'Animatie', canonicalName: 'Animatie en motion graphics' },
];
