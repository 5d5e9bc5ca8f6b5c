import { messages } from './define';

/** What the community service says about bookings (reservation hooks). */
export const reservationMessages = messages(
  {
    'reservation.unitRequired': 'The Unit field is required',
    'reservation.ownUnitOnly': 'You can book only for your own unit',
    'reservation.selfOnly': 'You can book only for yourself',
    // Spec, part 8.
    'reservation.noUserOnUnit': 'No user account has been assigned on this unit',
    'reservation.maxPeople': { one: 'This amenity allows at most {count} person', other: 'This amenity allows at most {count} people' },
    'reservation.amenityNotFound': 'Amenity not found on the selected Property',
    'reservation.alreadyMade': 'This booking was already made',
    'reservation.acceptTerms': 'Accept the terms to book this amenity',
    'reservation.useActions': 'Use the reservation’s actions to change its status',
    'reservation.onlyApprovers': 'Only reservation approvers and managers can decide reservations.',
    'reservation.startedAskManager': 'This reservation has started: ask the property manager to cancel it.',
    'reservation.notStarted': 'This reservation has not started yet.',
  },
  {
    'reservation.unitRequired': 'El campo Unidad es obligatorio',
    'reservation.ownUnitOnly': 'Solo puedes reservar para tu propia unidad',
    'reservation.selfOnly': 'Solo puedes reservar para ti',
    'reservation.noUserOnUnit': 'No hay ninguna cuenta de usuario asignada a esta unidad',
    'reservation.maxPeople': {
      one: 'Esta instalación admite como máximo {count} persona',
      other: 'Esta instalación admite como máximo {count} personas',
    },
    'reservation.amenityNotFound': 'No se encontró la instalación en la propiedad seleccionada',
    'reservation.alreadyMade': 'Esta reserva ya se hizo',
    'reservation.acceptTerms': 'Acepta las condiciones para reservar esta instalación',
    'reservation.useActions': 'Usa las acciones de la reserva para cambiar su estado',
    'reservation.onlyApprovers': 'Solo los aprobadores de reservas y los administradores pueden decidir sobre las reservas.',
    'reservation.startedAskManager': 'Esta reserva ya empezó: pide al administrador de la propiedad que la cancele.',
    'reservation.notStarted': 'Esta reserva aún no ha empezado.',
  },
);
