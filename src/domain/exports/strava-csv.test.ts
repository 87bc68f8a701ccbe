import { describe, expect, it } from 'vitest';
import { parseStravaCsv } from './strava-csv';
import type { ExportCsv } from './types';

const used = (result: ExportCsv) => {
  if (!result.ok) throw new Error(result.reason);
  return result;
};

/** Columns as Strava writes them today (shortened): repeated Elapsed Time and Distance. */
const ENGLISH = [
  'Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Max Heart Rate,Relative Effort,Commute,Activity Private Note,Activity Gear,Filename,Athlete Weight,Bike Weight,Elapsed Time,Moving Time,Distance,Max Speed',
  '1834290581,"Sep 12, 2018, 3:02:23 PM",Morning Ride,Ride,"Up the hill, then down\nwith a second line",5400,40.25,171,55,true,"note, private",Canyon Endurace,activities/1834290581.fit.gz,70,8,5400,5100,40250.4,15.2',
  '1834290582,"Sep 13, 2018, 6:00:00 AM",Lunch Run,Run,,1800,5.01,,,false,,,activities/1834290582.gpx,,,1800,1750,5012.0,4.1',
  '1834290583,"Sep 14, 2018, 7:00:00 PM",Yoga,Yoga,,3600,0,,,false,,,,,,3600,3600,0,0',
].join('\n');

describe('parseStravaCsv', () => {
  it('reads English headers, quoted commas and line breaks, repeated columns', () => {
    const csv = used(parseStravaCsv(ENGLISH));
    expect(csv.activities).toHaveLength(3);
    const ride = csv.byFile.get('1834290581.fit');
    expect(ride).toMatchObject({
      activityId: '1834290581',
      startTime: Date.UTC(2018, 8, 12, 15, 2, 23),
      name: 'Morning Ride',
      sport: 'ride',
      description: 'Up the hill, then down\nwith a second line',
      gear: 'Canyon Endurace',
      commute: true,
      privateNote: 'note, private',
      elapsedS: 5400,
      movingS: 5100,
      distanceM: 40250.4,
    });
    expect(csv.byFile.get('1834290582.gpx')).toMatchObject({ sport: 'run', commute: false, gear: null });
    expect(csv.manual.map((a) => a.name)).toEqual(['Yoga']);
    expect(csv.manual[0]?.sport).toBe('other');
  });

  it('reads German headers, dd.MM.yyyy dates and decimal commas', () => {
    const text = [
      'Aktivitäts-ID,Aktivitätsdatum,Name der Aktivität,Aktivitätsart,Beschreibung der Aktivität,Verstrichene Zeit,Distanz,Pendelfahrt,Private Notiz zur Aktivität,Aktivitätsausrüstung,Dateiname',
      '8123,"09.12.2022, 15:24:49",Feierabendrunde,Radfahrt,,"3600","25,4",true,,Gravelbike,activities/8123.tcx.gz',
      '8124,"10.12.2022, 08:00:00",Morgenlauf,Lauf,,"1800","5,5",false,,Schuhe,activities/8124.fit.gz',
      '8125,"11.12.2022, 09:00:00",Skilanglauf am See,Skilanglauf,,"3600","12,0",false,,,',
    ].join('\r\n');
    const csv = used(parseStravaCsv(text));
    expect(csv.byFile.get('8123.tcx')).toMatchObject({
      startTime: Date.UTC(2022, 11, 9, 15, 24, 49),
      name: 'Feierabendrunde',
      sport: 'ride',
      distanceM: 25_400,
      gear: 'Gravelbike',
      commute: true,
    });
    expect(csv.byFile.get('8124.fit')).toMatchObject({ sport: 'run', distanceM: 5500, gear: 'Schuhe' });
    expect(csv.manual).toHaveLength(1);
    expect(csv.manual[0]).toMatchObject({ sport: 'ski', distanceM: 12_000, elapsedS: 3600 });
  });

  it('reads French headers and localised month names; semicolons as Excel re-saves them', () => {
    const text = [
      "ID de l'activité;Date de l'activité;Nom de l'activité;Type d'activité;Nom du fichier;Distance",
      '77;12 sept. 2018, 15:02:23;Sortie vélo;Vélo;activities/77.gpx.gz;30,5',
    ].join('\n');
    const csv = used(parseStravaCsv(text));
    expect(csv.byFile.get('77.gpx')).toMatchObject({
      startTime: Date.UTC(2018, 8, 12, 15, 2, 23),
      name: 'Sortie vélo',
      sport: 'ride',
      distanceM: 30_500,
    });
  });

  it.each([
    [
      'Spanish',
      'ID de actividad,Fecha de la actividad,Nombre de la actividad,Tipo de actividad,Nombre del archivo',
    ],
    ['Dutch', 'Activiteits-ID,Activiteitsdatum,Naam activiteit,Activiteitstype,Bestandsnaam'],
    ['Italian', 'ID attività,Data attività,Nome attività,Tipo attività,Nome file'],
    ['Portuguese', 'ID da atividade,Data da atividade,Nome da atividade,Tipo de atividade,Nome do arquivo'],
  ])('finds the columns of a %s header', (_language, header) => {
    const csv = used(parseStravaCsv(`${header}\n5,"09.12.2022, 15:24:49",Name 5,Run,activities/5.fit.gz`));
    expect(csv.byFile.get('5.fit')).toMatchObject({
      name: 'Name 5',
      sport: 'run',
      startTime: Date.UTC(2022, 11, 9, 15, 24, 49),
    });
  });

  // Header rows as they appear in real exports' activities.csv (public test fixtures and docs),
  // each followed by one row of ours: every field we read must be found by its header.
  it.each([
    [
      'French',
      "ID de l'activité,Date de l'activité,Nom de l'activité,Type d'activité,Description de l'activité,Temps écoulé,Distance,Fréquence cardiaque max.,Effort relatif,Déplacement-transport,Note privée sur les activités,Matériel utilisé pour l'activité,Nom du fichier,Poids de l'athlète,Poids du vélo,Temps écoulé,Durée de déplacement,Distance,Vitesse max.,Vitesse moyenne,Dénivelé positif",
      '1,"12 sept. 2018, 15:02:23",Nom,Course à pied,Desc,3600,"10,2",,,true,Note,Chaussures,activities/1.fit.gz,,,3600.0,3500.0,10234.5,,,45.5',
      {
        sport: 'run',
        commute: true,
        privateNote: 'Note',
        gear: 'Chaussures',
        movingS: 3500,
        distanceM: 10_234.5,
      },
    ],
    [
      'Dutch',
      'Activiteits-ID,Datum van activiteit,Naam activiteit,Activiteitstype,Beschrijving van activiteit,Beweegtijd,Verstreken tijd,Afstand,Totale stijging,Gemiddelde hartslag,Max. hartslag,Gemiddelde cadans,Max. cadans,Calorieën,Bestandsnaam,Ervaren inspanning,Trainingsbelasting',
      '1,"9 mei 2026, 19:00:00",Nom,Hardloopsessie,Desc,1800,1900,7500.0,80.0,148,172,82,95,520,activities/1.fit.gz,6,55',
      { sport: 'run', movingS: 1800, elapsedS: 1900, startTime: Date.UTC(2026, 4, 9, 19, 0, 0) },
    ],
    [
      'Spanish',
      'ID de actividad,Tipo de actividad,Descripción de la actividad,Tiempo transcurrido,Distancia,Nota privada de actividad,Nombre del archivo,Tiempo transcurrido,Tiempo en movimiento,Distancia,Desnivel positivo,Esfuerzo Percibido',
      '1,Carrera,Desc,1341,"4,03",Note,activities/1.fit.gz,1341.0,1322.0,4030.5,5.9,6',
      { sport: 'run', privateNote: 'Note', movingS: 1322, elapsedS: 1341, distanceM: 4030.5 },
    ],
  ])('reads the real header row of a %s export', (_language, header, row, expected) => {
    const csv = used(parseStravaCsv(`${header}\n${row}`));
    expect(csv.byFile.get('1.fit')).toMatchObject({ description: 'Desc', ...expected });
  });

  // Italian: the column names two independent open-source importers of Italian exports read
  // (typographic apostrophes as Strava writes them), in the order of the English export; dates as
  // they parse them ("3 mag 2024, 07:15:00"). Brazilian Portuguese: the header row of an
  // open-source importer's test fixture, with its repeated "Distância" (km, then metres) and the
  // date as written there. Each with one row of ours.
  it.each([
    [
      'Italian',
      'ID attività,Data dell’attività,Nome attività,Tipo attività,Descrizione dell’attività,Tempo trascorso,Distanza,Frequenza cardiaca massima,Sforzo relativo,Attrezzatura attività,Nome del file,Tempo trascorso,Tempo in movimento,Distanza,Velocità media,Dislivello positivo,Frequenza cardiaca media,Calorie',
      '1,"3 mag 2024, 07:15:00",Corsa mattutina,Corsa,Desc,3600,"10,23",172,45,Pegasus,activities/1.fit.gz,3600.0,3500.0,10234.5,2.9,45.5,150,700',
      {
        startTime: Date.UTC(2024, 4, 3, 7, 15, 0),
        name: 'Corsa mattutina',
        sport: 'run',
        description: 'Desc',
        gear: 'Pegasus',
        elapsedS: 3600,
        movingS: 3500,
        distanceM: 10_234.5,
      },
    ],
    [
      'Portuguese',
      'ID da atividade,Data da atividade,Nome da atividade,Tipo de atividade,Tempo decorrido,Distância,Distância,Ganho de elevação,Tempo de movimentação,Velocidade máx.,Velocidade média,Frequência cardíaca máxima,Frequência cardíaca média,Esforço relativo,Temperatura média,Temperatura máxima,Equipamento da atividade,Nome do arquivo',
      '1,"23 de ago. de 2026, 07:18:50",Pedalada matinal,Pedalada,16035,"84,45",84449.8,462.0,13997.0,16.5,5.3,178,137,120,21,29,Caloi,activities/1.fit.gz',
      {
        startTime: Date.UTC(2026, 7, 23, 7, 18, 50),
        name: 'Pedalada matinal',
        sport: 'ride',
        gear: 'Caloi',
        elapsedS: 16_035,
        movingS: 13_997,
        distanceM: 84_449.8,
      },
    ],
  ])('reads the real column names of a %s export', (_language, header, row, expected) => {
    const csv = used(parseStravaCsv(`${header}\n${row}`));
    expect(csv.byFile.get('1.fit')).toMatchObject(expected);
  });

  it('finds the file column by its values when its header is unknown', () => {
    const text = [
      'Activity ID,Activity Date,Activity Name,Activity Type,Nom inconnu',
      '9,,Evening Walk,Walk,activities/9.gpx',
    ].join('\n');
    expect(used(parseStravaCsv(text)).byFile.get('9.gpx')).toMatchObject({
      name: 'Evening Walk',
      sport: 'walk',
    });
  });

  it('takes the first repeated column that has a value', () => {
    const text = ['Activity ID,Activity Name,Filename,Activity Name', '1,,activities/1.gpx,Second wins'].join(
      '\n',
    );
    expect(used(parseStravaCsv(text)).byFile.get('1.gpx')?.name).toBe('Second wins');
  });

  it('says why a CSV is not used', () => {
    const other = parseStravaCsv('a,b,c\n1,2,3');
    expect(other.ok).toBe(false);
    expect(!other.ok && other.reason).toMatch(/not Strava's.*header starts "a, b, c"/);
    expect(parseStravaCsv('')).toEqual({ ok: false, reason: 'activities.csv was not used: it is empty' });
    const binary = parseStravaCsv('PK\u0003\u0004\u0000\u0000');
    expect(!binary.ok && binary.reason).toMatch(/not a text file/);
  });
});
