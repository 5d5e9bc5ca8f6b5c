import type { Label } from '@portico/contracts/kit';
import { defineLabels } from '@portico/shell-sdk';

/** The portfolio feature's own strings (entity and field labels come from the EntityDefs). */
export const portfolioText = defineLabels('mfe-people.portfolio', {
  poster: { en: 'Poster', es: 'Cartel' },
  posterTitle: { en: 'Property Poster', es: 'Cartel de la propiedad' },
  print: { en: 'Print', es: 'Imprimir' },
  welcome: { en: 'Welcome to', es: 'Bienvenido a' },
  joinCode: { en: 'Join code', es: 'Código de acceso' },
  howToJoin: {
    en: 'Residents: open the Portico console, choose “Register”, and type this join code to ask for access to your unit.',
    es: 'Residentes: abran la consola de Portico, elijan «Registrarse» y escriban este código para solicitar acceso a su unidad.',
  },
  registerAt: { en: 'Register at', es: 'Regístrate en' },
  noCode: {
    en: 'This property has no property code yet. Edit the property to set one before printing.',
    es: 'Esta propiedad aún no tiene código. Edita la propiedad para asignarlo antes de imprimir.',
  },
  units: { en: 'All units', es: 'Todas las unidades' },
  unitsHint: {
    en: 'Browse and search every unit, or load many at once from a CSV file.',
    es: 'Explora y busca todas las unidades, o carga muchas a la vez desde un archivo CSV.',
  },
  browseUnits: { en: 'Browse units', es: 'Ver unidades' },
  addUnit: { en: 'Add unit', es: 'Agregar unidad' },
  importUnits: { en: 'Import units', es: 'Importar unidades' },
} satisfies Record<string, Label>);
