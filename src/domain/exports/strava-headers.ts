/**
 * The columns of Strava's activities.csv, found by what they are, never by position: the header
 * row is compared (normalised: lower case, accents and punctuation removed) with STRAVA_HEADERS,
 * the names Strava uses in English, German, French, Spanish, Dutch, Italian and Portuguese.
 * Verified against header rows of real exports (see strava-csv.test.ts, "real header rows"):
 * English, German, French, Dutch and most of Spanish; Italian (id, date as "Data dell’attività",
 * name, type, description, elapsed, moving, distance, gear, file: the names two independent
 * open-source importers of Italian exports read) and Brazilian Portuguese (id, date, name, type,
 * elapsed, moving as "Tempo de movimentação", distance, gear, file: a header row in the test
 * fixtures of an open-source importer). The Italian and Portuguese commute and private-note names,
 * the Portuguese description, and the variants beside the verified ones are Strava's wording as
 * best known, unverified; a missing one only leaves that field empty.
 * Columns were added over the years and some names repeat (a second "Distance" in metres, a
 * second "Elapsed Time"): every position of a field is kept, in order, and the reader takes the
 * first one with a value (distance: see strava-csv.ts).
 */

export type ExportField =
  | 'id'
  | 'date'
  | 'name'
  | 'type'
  | 'description'
  | 'elapsed'
  | 'moving'
  | 'distance'
  | 'commute'
  | 'privateNote'
  | 'gear'
  | 'file';

/** Header names per field, in the export languages (compared after normaliseHeader). */
export const STRAVA_HEADERS: Readonly<Record<ExportField, readonly string[]>> = {
  id: [
    'Activity ID',
    'Aktivitäts-ID',
    "ID de l'activité",
    'ID de actividad',
    'ID de la actividad',
    'Activiteits-ID',
    'Activiteit-ID',
    'ID attività',
    'ID da atividade',
  ],
  date: [
    'Activity Date',
    'Aktivitätsdatum',
    'Datum der Aktivität',
    "Date de l'activité",
    'Fecha de la actividad',
    'Fecha de actividad',
    'Activiteitsdatum',
    'Datum van activiteit',
    'Data attività',
    "Data dell'attività",
    'Data da atividade',
  ],
  name: [
    'Activity Name',
    'Name der Aktivität',
    'Aktivitätsname',
    "Nom de l'activité",
    'Nombre de la actividad',
    'Nombre de actividad',
    'Naam activiteit',
    'Activiteitsnaam',
    'Nome attività',
    "Nome dell'attività",
    'Nome da atividade',
  ],
  type: [
    'Activity Type',
    'Aktivitätsart',
    'Aktivitätstyp',
    "Type d'activité",
    "Type de l'activité",
    'Tipo de actividad',
    'Activiteitstype',
    'Type activiteit',
    'Tipo di attività',
    'Tipo attività',
    'Tipo de atividade',
  ],
  description: [
    'Activity Description',
    'Beschreibung der Aktivität',
    'Aktivitätsbeschreibung',
    'Beschrijving van activiteit',
    "Description de l'activité",
    'Descripción de la actividad',
    'Beschrijving activiteit',
    'Activiteitsbeschrijving',
    'Descrizione attività',
    "Descrizione dell'attività",
    'Descrição da atividade',
  ],
  elapsed: [
    'Elapsed Time',
    'Verstrichene Zeit',
    'Temps écoulé',
    'Tiempo transcurrido',
    'Verstreken tijd',
    'Tempo trascorso',
    'Tempo decorrido',
  ],
  moving: [
    'Moving Time',
    'Bewegungszeit',
    'Temps de déplacement',
    'Durée de déplacement',
    'Tiempo en movimiento',
    'Beweegtijd',
    'Tempo in movimento',
    'Tempo em movimento',
    'Tempo de movimentação',
  ],
  distance: ['Distance', 'Distanz', 'Distancia', 'Afstand', 'Distanza', 'Distância'],
  commute: [
    'Commute',
    'Pendelfahrt',
    'Pendeln',
    'Trajet domicile-travail',
    'Trajet',
    'Déplacement-transport',
    'Desplazamiento',
    'Woon-werkverkeer',
    'Pendolarismo',
    'Deslocamento',
    'Trajeto',
  ],
  privateNote: [
    'Activity Private Note',
    'Private Notiz zur Aktivität',
    'Private Aktivitätsnotiz',
    "Note privée de l'activité",
    'Note privée sur les activités',
    'Nota privada de actividad',
    'Nota privada de la actividad',
    'Privénotitie activiteit',
    'Privé-notitie activiteit',
    'Nota privata attività',
    "Nota privata dell'attività",
    'Nota privada da atividade',
  ],
  gear: [
    'Activity Gear',
    'Aktivitätsausrüstung',
    'Ausrüstung der Aktivität',
    "Équipement de l'activité",
    "Matériel utilisé pour l'activité",
    'Equipo de la actividad',
    'Equipamiento de la actividad',
    'Uitrusting activiteit',
    'Activiteitsuitrusting',
    'Attrezzatura attività',
    "Attrezzatura dell'attività",
    'Equipamento da atividade',
  ],
  file: [
    'Filename',
    'File Name',
    'Dateiname',
    'Nom du fichier',
    'Nombre del archivo',
    'Nombre de archivo',
    'Bestandsnaam',
    'Nome file',
    'Nome del file',
    'Nome do arquivo',
    'Nome do ficheiro',
  ],
};

/** Lower case, accents removed, every run of non-letters/digits one space. */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const LOOKUP: ReadonlyMap<string, ExportField> = new Map(
  (Object.entries(STRAVA_HEADERS) as [ExportField, readonly string[]][]).flatMap(([field, names]) =>
    names.map((name) => [normaliseHeader(name), field] as const),
  ),
);

/** Every position of each known field, in column order. */
export type ColumnMap = Partial<Record<ExportField, number[]>>;

export function mapColumns(header: readonly string[]): ColumnMap {
  const map: ColumnMap = {};
  header.forEach((cell, index) => {
    const field = LOOKUP.get(normaliseHeader(cell));
    if (field) (map[field] ??= []).push(index);
  });
  return map;
}

/** How many of the fields were recognised (to tell a Strava CSV from any other CSV). */
export const knownFieldCount = (map: ColumnMap): number => Object.keys(map).length;
