import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { type ListingText, listingTextOf } from '@shared/contracts/warehouses';
import type { Role } from '@shared/roles';
import { insertListingForOwner, type NewListingForOwner } from '../../modules/warehouses/warehouses.service';
import { recordAdministratorRate, storeFeedRates } from '../../modules/exchange-rates/exchange-rates.service';
import { todayUtc } from '@shared/dates';
import { ensureUser } from '../../modules/users/users.service';
import { type StoredImage, storeImage } from '../../platform/images';
import type { Storage } from '../../platform/storage';
import type { Database } from '../client';
import { features, ownerBankAccounts, platformConfig, services, spaceTypes } from '../schema';
import { seedDemoBookings } from './demo-bookings';
import { DEMO_ADMINISTRATOR_RATES, DEMO_ECB_RATES, DEMO_RATE_DATE } from './demo-exchange-rates';

/**
 * Demo content for a new embedded database: four accounts and a fixed catalogue of warehouses in port
 * and inland logistics hubs across Europe, Asia and Africa, with pictures drawn here (nothing is downloaded),
 * and a few bookings and owners' blocks around the seeding day (demo-bookings.ts), so the capacity
 * timeline and the utilisation have something to show, and a day of exchange rates (demo-exchange-rates.ts).
 * Everything is a fixed list, so every demo and every test sees the same catalogue.
 */

export type DemoAccount = { role: string; email: string; password: string };

export type DemoAccountKey = DemoOwnerKey | 'admin' | 'trader';
type DemoAccountSpec = DemoAccount & { key: DemoAccountKey; roles: Role[]; firstName: string; lastName: string };
type DemoOwnerKey = 'owner' | 'owner2';

/** Also read by bench/lighthouse.ts, which signs in as them. */
export const DEMO_ACCOUNTS: readonly DemoAccountSpec[] = [
  { key: 'admin', role: 'Administrator', email: 'admin@demo.24wm.eu', password: 'demo-admin-2026', roles: ['administrator'], firstName: 'Alice', lastName: 'Admin' },
  { key: 'owner', role: 'Warehouse owner', email: 'owner@demo.24wm.eu', password: 'demo-owner-2026', roles: ['warehouse_owner'], firstName: 'Oskar', lastName: 'Lindqvist' },
  { key: 'trader', role: 'Trader', email: 'trader@demo.24wm.eu', password: 'demo-trader-2026', roles: ['customer'], firstName: 'Tariq', lastName: 'Haddad' },
  { key: 'owner2', role: 'Warehouse owner', email: 'owner2@demo.24wm.eu', password: 'demo-owner2-2026', roles: ['warehouse_owner'], firstName: 'Amara', lastName: 'Okafor' },
];

type SpaceTypeName = 'Indoor' | 'Outdoors' | 'Cold Storage' | 'Temperature Controlled' | 'Bonded' | 'Hazardous Materials';
type FeatureName =
  | 'Loading Docks'
  | 'Ramp Access'
  | '24/7 Access'
  | 'Truck Parking'
  | 'Rail Siding'
  | 'Port Access'
  | 'Forklifts'
  | 'Pallet Racking'
  | 'Overhead Crane'
  | 'CCTV Surveillance'
  | 'Sprinkler System'
  | 'Climate Control';
type CustomFeatureName = 'Certifications' | 'Special Handling';
type ServiceName =
  | 'Loading and Unloading'
  | 'Palletising'
  | 'Cross-Docking'
  | 'Inventory Management'
  | 'Customs Clearance'
  | 'Cargo Inspection'
  | 'Packaging and Labelling'
  | 'Fumigation'
  | 'Transport Arrangement';

type DemoService = { name: ServiceName; perHour?: number; perUnit?: number; unitType?: string; notes?: string };

type DemoWarehouse = ListingText & {
  owner: DemoOwnerKey;
  latitude: number;
  longitude: number;
  /** [space type, size in m², price in cents per m² per day] */
  spaces: [SpaceTypeName, string, number][];
  features: (FeatureName | [CustomFeatureName, string])[];
  services: DemoService[];
  /** Sea ports get cranes and quay-side containers in their pictures. */
  isPort: boolean;
  /** The owner's translations of name and description (issue #40): a visitor in French sees three listings in French. */
  translations?: NonNullable<NewListingForOwner['translations']>;
  imageCount: 2 | 3;
};

export const DEMO_WAREHOUSES: readonly DemoWarehouse[] = [
  // Europe
  {
    owner: 'owner',
    name: 'Muuga Port Logistics Park',
    description:
      'Heated cross-dock and storage halls inside Muuga Harbour, a few hundred metres from the container terminal gate. Clear height of 12 m and a rail siding on the 1520 mm gauge serve transit cargo between Scandinavia, the Baltics and Central Asia. A customs warehouse licence lets goods wait duty-suspended until their destination is confirmed.',
    address: 'Veose tn 14, Muuga harbour, Maardu',
    city: 'Tallinn',
    country: 'Estonia',
    postalCode: '74115',
    latitude: 59.4941,
    longitude: 24.9572,
    spaces: [
      ['Indoor', '4200.00', 42],
      ['Bonded', '1800.00', 55],
      ['Outdoors', '6500.00', 12],
    ],
    features: ['Loading Docks', 'Rail Siding', 'Port Access', 'Forklifts', 'CCTV Surveillance', ['Certifications', 'ISO 9001, AEO-F']],
    services: [
      { name: 'Loading and Unloading', perHour: 4800 },
      { name: 'Customs Clearance', notes: 'T1 transit and export declarations prepared by the in-house broker.' },
      { name: 'Cross-Docking', perUnit: 650, unitType: 'pallet' },
    ],
    isPort: true,
    imageCount: 3,
  },
  {
    owner: 'owner2',
    name: 'Kundziņsala Freeport Warehouse',
    description:
      'Two-level warehouse on Kundziņsala island in the Freeport of Riga, next to the Baltic Container Terminal. The ground floor holds general cargo on 9,000 pallet places; a temperature-controlled chamber keeps pharmaceuticals and confectionery between 15 and 25 °C.',
    address: 'Kundziņsalas 5. šķērslīnija 6',
    city: 'Riga',
    country: 'Latvia',
    postalCode: 'LV-1005',
    latitude: 57.0265,
    longitude: 24.0905,
    spaces: [
      ['Indoor', '3200.50', 38],
      ['Temperature Controlled', '950.00', 68],
    ],
    features: ['Loading Docks', 'Port Access', 'Pallet Racking', 'Sprinkler System'],
    services: [
      { name: 'Palletising', perUnit: 420, unitType: 'pallet' },
      { name: 'Inventory Management', notes: 'Daily stock reports through our WMS portal; priced on volume.' },
      { name: 'Loading and Unloading', perHour: 4200 },
    ],
    isPort: true,
    imageCount: 2,
  },
  {
    owner: 'owner',
    name: 'Port Północny Distribution Centre',
    description:
      'Large distribution centre beside the deep-water container terminal in the Northern Port of Gdańsk, with direct access to the S7 expressway. A paved open yard takes project cargo and empty containers, while the bonded section serves importers clearing goods for the whole EU single market.',
    address: 'ul. Kontenerowa 25',
    city: 'Gdańsk',
    country: 'Poland',
    postalCode: '80-601',
    latitude: 54.3945,
    longitude: 18.6905,
    spaces: [
      ['Indoor', '8000.00', 35],
      ['Outdoors', '12000.00', 9],
      ['Bonded', '2500.00', 48],
    ],
    features: ['Loading Docks', 'Truck Parking', 'Port Access', 'Rail Siding', 'Forklifts', 'CCTV Surveillance'],
    services: [
      { name: 'Loading and Unloading', perHour: 3900 },
      { name: 'Customs Clearance' },
      { name: 'Transport Arrangement', perUnit: 45000, unitType: 'container', notes: 'Road haulage within 300 km of the port.' },
    ],
    isPort: true,
    imageCount: 2,
  },
  {
    owner: 'owner2',
    name: 'Altenwerder Container Freight Station',
    description:
      'Container freight station next to the automated Altenwerder terminal in the Port of Hamburg. Consolidates and deconsolidates LCL cargo around the clock, with a certified store for dangerous goods of classes 3, 8 and 9 and an open area for breakbulk and machinery.',
    address: 'Altenwerder Damm 30',
    city: 'Hamburg',
    country: 'Germany',
    postalCode: '21129',
    latitude: 53.5055,
    longitude: 9.9395,
    spaces: [
      ['Indoor', '5600.00', 72],
      ['Hazardous Materials', '600.00', 95],
      ['Outdoors', '3000.00', 24],
    ],
    features: ['Loading Docks', '24/7 Access', 'Port Access', 'Overhead Crane', 'Sprinkler System', ['Certifications', 'ISO 9001, ISO 14001, AEO-F']],
    services: [
      { name: 'Loading and Unloading', perHour: 6500 },
      { name: 'Cargo Inspection', perUnit: 3500, unitType: 'container', notes: 'Tally and photo report within 24 hours.' },
      { name: 'Packaging and Labelling' },
    ],
    isPort: true,
    imageCount: 3,
    translations: [
      {
        locale: 'de',
        name: 'Containerfrachtstation Altenwerder',
        description:
          'Containerfrachtstation neben dem automatisierten Terminal Altenwerder im Hamburger Hafen. Rund um die Uhr werden LCL-Sendungen konsolidiert und dekonsolidiert; dazu ein zertifiziertes Gefahrstofflager für die Klassen 3, 8 und 9 und eine Freifläche für Stückgut und Maschinen.',
      },
      {
        locale: 'fr',
        name: 'Station de groupage conteneurs d\'Altenwerder',
        description:
          'Station de groupage conteneurs à côté du terminal automatisé d\'Altenwerder, dans le port de Hambourg. Groupage et dégroupage de marchandises LCL 24 h/24, avec un magasin certifié pour les marchandises dangereuses des classes 3, 8 et 9 et une aire de stockage pour les colis lourds et les machines.',
      },
    ],
  },
  {
    owner: 'owner',
    name: 'Maasvlakte Distripark Hall 3',
    description:
      'High-bay warehouse in Distripark Maasvlakte West, five minutes from the deep-sea container terminals of Rotterdam. Serves European distribution of consumer goods and food, with a temperature-controlled section licensed for pharmaceuticals and a customs warehouse for duty-suspended stock.',
    address: 'Amoerweg 30',
    city: 'Rotterdam',
    country: 'Netherlands',
    postalCode: '3199 KD',
    latitude: 51.9582,
    longitude: 4.0335,
    spaces: [
      ['Indoor', '12000.00', 65],
      ['Temperature Controlled', '2400.00', 85],
      ['Bonded', '4000.00', 70],
    ],
    features: ['Loading Docks', 'Port Access', 'Pallet Racking', 'Climate Control', 'CCTV Surveillance', ['Certifications', 'ISO 9001, TAPA FSR A, GDP']],
    services: [
      { name: 'Cross-Docking', perUnit: 550, unitType: 'pallet' },
      { name: 'Customs Clearance' },
      { name: 'Inventory Management', perHour: 5500 },
      { name: 'Transport Arrangement', notes: 'Barge, rail and truck connections to the European hinterland.' },
    ],
    isPort: true,
    imageCount: 3,
  },
  {
    owner: 'owner2',
    name: 'Noorderlaan Chemical & General Cargo Store',
    description:
      'Chemical and general cargo warehouse on the right bank of the Port of Antwerp, built for packaged dangerous goods with foam sprinklers and spill containment. The general section next door stores palletised and bagged goods for the petrochemical cluster.',
    address: 'Noorderlaan 133',
    city: 'Antwerp',
    country: 'Belgium',
    postalCode: '2030',
    latitude: 51.2721,
    longitude: 4.4009,
    spaces: [
      ['Hazardous Materials', '3500.00', 88],
      ['Indoor', '6200.00', 58],
    ],
    features: ['Loading Docks', 'Sprinkler System', 'Rail Siding', ['Special Handling', 'ADR classes 3, 6.1, 8 and 9; Seveso lower tier'], ['Certifications', 'SQAS, ISO 9001']],
    services: [
      { name: 'Loading and Unloading', perHour: 6000 },
      { name: 'Packaging and Labelling', perUnit: 1200, unitType: 'drum', notes: 'UN-approved repacking and GHS labels.' },
      { name: 'Cargo Inspection' },
    ],
    isPort: true,
    imageCount: 2,
  },
  {
    owner: 'owner',
    name: 'ZAL Valencia Agri-Food Terminal',
    description:
      'Food-grade terminal in the port logistics activity zone of Valencia, handling citrus, olive oil and fresh produce for export. Cold rooms run from -25 to +12 °C, and a ripening-friendly temperature-controlled hall sits beside the reefer plugs of the container yard.',
    address: 'Carrer de la Tramuntana 12, ZAL Port de València',
    city: 'Valencia',
    country: 'Spain',
    postalCode: '46024',
    latitude: 39.4375,
    longitude: -0.3322,
    spaces: [
      ['Cold Storage', '2200.00', 78],
      ['Temperature Controlled', '1800.00', 62],
      ['Indoor', '3000.00', 40],
    ],
    features: ['Loading Docks', 'Climate Control', 'Port Access', ['Certifications', 'IFS Logistics, BRCGS Storage & Distribution']],
    services: [
      { name: 'Palletising', perUnit: 380, unitType: 'pallet' },
      { name: 'Fumigation', notes: 'Phytosanitary treatment for exports outside the EU.' },
      { name: 'Cargo Inspection', perHour: 4000 },
    ],
    isPort: true,
    imageCount: 2,
  },
  {
    owner: 'owner2',
    name: 'Keratsini Port Logistics Centre',
    description:
      'Warehouse and container yard between Piraeus container terminal and the Keratsini coast road. Handles transhipment cargo for the Balkans and Central Europe, with a paved yard for empties and out-of-gauge units.',
    address: 'Leoforos Grigoriou Lambraki 120',
    city: 'Piraeus',
    country: 'Greece',
    postalCode: '187 56',
    latitude: 37.9608,
    longitude: 23.6092,
    spaces: [
      ['Indoor', '4800.00', 36],
      ['Outdoors', '7500.00', 14],
    ],
    features: ['Port Access', 'Truck Parking', 'Forklifts', 'CCTV Surveillance'],
    services: [
      { name: 'Loading and Unloading', perHour: 3500 },
      { name: 'Transport Arrangement', perUnit: 28000, unitType: 'container' },
      { name: 'Customs Clearance' },
    ],
    isPort: true,
    imageCount: 3,
  },
  {
    owner: 'owner',
    name: 'Constanța South Grain & Breakbulk Store',
    description:
      'Flat store and open yard in Constanța South, the Black Sea gateway for Danube barge and rail traffic. Suited to grain, fertiliser and steel products, with a 40 t overhead crane in the breakbulk hall and a rail siding on the standard gauge.',
    address: 'Incinta Port Constanța Sud, Poarta 10A',
    city: 'Constanța',
    country: 'Romania',
    postalCode: '900900',
    latitude: 44.0955,
    longitude: 28.641,
    spaces: [
      ['Indoor', '9000.00', 22],
      ['Outdoors', '11000.00', 8],
    ],
    features: ['Rail Siding', 'Port Access', 'Overhead Crane', 'Truck Parking', ['Special Handling', 'Bulk grain and fertiliser; steel coils up to 40 t']],
    services: [
      { name: 'Loading and Unloading', perHour: 2800 },
      { name: 'Fumigation', perUnit: 1800, unitType: 'container' },
      { name: 'Cargo Inspection' },
    ],
    isPort: true,
    imageCount: 2,
  },
  {
    owner: 'owner2',
    name: 'Ambarlı Port Bonded Warehouse',
    description:
      'Bonded warehouse on the European side of Istanbul, at the entrance to the Ambarlı port complex. Textiles, machinery and consumer goods wait here under customs control before distribution across Türkiye or re-export to the Middle East and North Africa.',
    address: 'Yakuplu Mah., Liman Yolu Cd. No: 22, Beylikdüzü',
    city: 'Istanbul',
    country: 'Türkiye',
    postalCode: '34524',
    latitude: 40.9735,
    longitude: 28.6905,
    spaces: [
      ['Bonded', '5000.00', 45],
      ['Indoor', '3500.00', 34],
      ['Outdoors', '2500.00', 15],
    ],
    features: ['Port Access', 'Loading Docks', 'Forklifts', 'Pallet Racking', 'CCTV Surveillance', ['Certifications', 'AEO, ISO 9001']],
    services: [
      { name: 'Customs Clearance' },
      { name: 'Loading and Unloading', perHour: 3200 },
      { name: 'Packaging and Labelling', perUnit: 250, unitType: 'carton' },
    ],
    isPort: true,
    imageCount: 2,
  },
  // Asia
  {
    owner: 'owner',
    name: 'Mersin Free Zone Logistics Centre',
    description:
      'Warehouse in the Mersin Free Zone, directly behind Mersin International Port on the eastern Mediterranean. A common stop for transit cargo to Iraq and the Caucasus; the cold store handles citrus and frozen goods.',
    address: 'Mersin Serbest Bölgesi, 4. Cadde No: 15, Akdeniz',
    city: 'Mersin',
    country: 'Türkiye',
    postalCode: '33020',
    latitude: 36.798,
    longitude: 34.626,
    spaces: [
      ['Indoor', '4000.00', 28],
      ['Cold Storage', '1200.00', 60],
    ],
    features: ['Loading Docks', 'Port Access', 'Climate Control'],
    services: [
      { name: 'Fumigation', perUnit: 2200, unitType: 'container' },
      { name: 'Loading and Unloading', perHour: 2600 },
    ],
    isPort: true,
    imageCount: 2,
  },
  {
    owner: 'owner2',
    name: 'Poti Free Industrial Zone Warehouse',
    description:
      'Warehouse and yard in the Poti Free Industrial Zone, on the Black Sea end of the Middle Corridor. Cargo moves on by rail to Tbilisi, Baku and Yerevan; the open yard takes containers and vehicles awaiting onward transport.',
    address: 'Poti FIZ, Aghmashenebeli St. 61',
    city: 'Poti',
    country: 'Georgia',
    postalCode: '4400',
    latitude: 42.1605,
    longitude: 41.6585,
    spaces: [
      ['Indoor', '2800.00', 24],
      ['Outdoors', '6000.00', 10],
    ],
    features: ['Rail Siding', 'Port Access', 'Truck Parking'],
    services: [
      { name: 'Transport Arrangement', notes: 'Rail wagons to Tbilisi, Baku and Yerevan booked weekly.' },
      { name: 'Loading and Unloading', perHour: 2200 },
    ],
    isPort: true,
    imageCount: 2,
  },
  {
    owner: 'owner',
    name: 'Alat Free Trade Zone Logistics Hub',
    description:
      'Logistics hub beside the Port of Baku at Alat, where Trans-Caspian ferries from Kazakhstan and Turkmenistan meet the railway to Georgia and Türkiye. Large open yard for containers and project cargo, a bonded hall, and a 50 t overhead crane for heavy lifts.',
    address: 'Baku International Sea Trade Port, Alat settlement, Garadagh district',
    city: 'Baku',
    country: 'Azerbaijan',
    postalCode: 'AZ1082',
    latitude: 39.9525,
    longitude: 49.4078,
    spaces: [
      ['Indoor', '6000.00', 30],
      ['Outdoors', '10000.00', 11],
      ['Bonded', '1500.00', 42],
    ],
    features: ['Rail Siding', 'Port Access', 'Overhead Crane', 'Forklifts', '24/7 Access'],
    services: [
      { name: 'Customs Clearance' },
      { name: 'Cross-Docking', perUnit: 900, unitType: 'pallet' },
      { name: 'Loading and Unloading', perHour: 3000 },
    ],
    isPort: true,
    imageCount: 3,
  },
  {
    owner: 'owner2',
    name: 'Zhetysu Rail Logistics Centre',
    description:
      'Rail-served warehouse on the northern edge of Almaty, on the China–Europe rail corridor via Khorgos. Racking for 12,000 pallets, a temperature-controlled section for food and medicines, and a small customs warehouse.',
    address: 'Suyunbay Avenue 263',
    city: 'Almaty',
    country: 'Kazakhstan',
    postalCode: '050016',
    latitude: 43.3125,
    longitude: 76.9525,
    spaces: [
      ['Indoor', '5200.00', 33],
      ['Temperature Controlled', '1400.00', 58],
      ['Bonded', '900.00', 46],
    ],
    features: ['Rail Siding', 'Loading Docks', 'Pallet Racking', 'Climate Control', 'Sprinkler System'],
    services: [
      { name: 'Customs Clearance' },
      { name: 'Inventory Management', perHour: 3000 },
      { name: 'Palletising', perUnit: 350, unitType: 'pallet' },
    ],
    isPort: false,
    imageCount: 2,
  },
  {
    owner: 'owner',
    name: 'Sergeli Cargo Terminal',
    description:
      'Road and rail cargo terminal in the Sergeli industrial district of Tashkent, close to the ring road. Receives consolidated cargo from China and Türkiye and distributes it across Uzbekistan.',
    address: "Yangi Sergeli ko'chasi 35, Sergeli district",
    city: 'Tashkent',
    country: 'Uzbekistan',
    postalCode: '100022',
    latitude: 41.2255,
    longitude: 69.2215,
    spaces: [
      ['Indoor', '3600.00', 21],
      ['Outdoors', '4500.00', 9],
    ],
    features: ['Rail Siding', 'Truck Parking', 'Forklifts'],
    services: [
      { name: 'Loading and Unloading', perHour: 1800 },
      { name: 'Transport Arrangement' },
    ],
    isPort: false,
    imageCount: 2,
  },
  {
    owner: 'owner2',
    name: 'Jebel Ali Free Zone Distribution Centre',
    description:
      'Air-conditioned distribution centre in Jebel Ali Free Zone South, 15 minutes from Jebel Ali Port and Al Maktoum International Airport. Serves re-export to the Gulf, East Africa and the Indian subcontinent; the temperature-controlled hall holds 18–22 °C year round.',
    address: 'Plot S30509, JAFZA South, Jebel Ali Free Zone',
    city: 'Dubai',
    country: 'United Arab Emirates',
    postalCode: 'P.O. Box 262010',
    latitude: 24.9902,
    longitude: 55.0953,
    spaces: [
      ['Indoor', '10000.00', 82],
      ['Temperature Controlled', '3000.00', 95],
      ['Outdoors', '5000.00', 30],
      ['Bonded', '2000.00', 85],
    ],
    features: ['Loading Docks', '24/7 Access', 'Climate Control', 'Pallet Racking', 'CCTV Surveillance', ['Certifications', 'ISO 9001, TAPA FSR A, Dubai AEO']],
    services: [
      { name: 'Cross-Docking', perUnit: 700, unitType: 'pallet' },
      { name: 'Customs Clearance' },
      { name: 'Inventory Management', perHour: 6000 },
      { name: 'Packaging and Labelling', perUnit: 90, unitType: 'carton' },
    ],
    isPort: true,
    imageCount: 3,
  },
  {
    owner: 'owner',
    name: 'Dronagiri Container Freight Station',
    description:
      'Container freight station in the Dronagiri node of Navi Mumbai, serving Jawaharlal Nehru Port (Nhava Sheva), the busiest container port in India. Bonded storage for imports awaiting duty payment, a covered shed for export stuffing and a large yard.',
    address: 'Plot 14, Sector 6, Dronagiri Node, Uran',
    city: 'Navi Mumbai',
    country: 'India',
    postalCode: '400707',
    latitude: 18.8775,
    longitude: 72.9395,
    spaces: [
      ['Bonded', '4500.00', 26],
      ['Indoor', '6000.00', 18],
      ['Outdoors', '8000.00', 8],
    ],
    features: ['Port Access', 'Truck Parking', 'Forklifts', 'Loading Docks', 'CCTV Surveillance', ['Certifications', 'AEO-T2, ISO 9001']],
    services: [
      { name: 'Customs Clearance' },
      { name: 'Cargo Inspection', perUnit: 1500, unitType: 'container' },
      { name: 'Loading and Unloading', perHour: 1500 },
      { name: 'Fumigation', perUnit: 1200, unitType: 'container' },
    ],
    isPort: true,
    imageCount: 2,
  },
  {
    owner: 'owner2',
    name: 'Tuas South Logistics Hub',
    description:
      'Ramp-up multi-storey warehouse in Tuas, next to the new Tuas mega-port of Singapore. Trucks drive to every floor; cold and temperature-controlled chambers serve pharmaceuticals and food for Southeast Asia.',
    address: '25 Tuas South Avenue 3',
    city: 'Singapore',
    country: 'Singapore',
    postalCode: '637330',
    latitude: 1.2915,
    longitude: 103.6305,
    spaces: [
      ['Indoor', '7500.00', 92],
      ['Cold Storage', '1500.00', 95],
      ['Temperature Controlled', '2200.75', 88],
    ],
    features: ['Loading Docks', 'Ramp Access', '24/7 Access', 'Climate Control', 'Sprinkler System', ['Certifications', 'GDP, ISO 9001, TAPA FSR A']],
    services: [
      { name: 'Cross-Docking', perUnit: 850, unitType: 'pallet' },
      { name: 'Inventory Management', perHour: 7500 },
      { name: 'Packaging and Labelling' },
    ],
    isPort: true,
    imageCount: 3,
  },
  {
    owner: 'owner',
    name: 'Waigaoqiao Bonded Logistics Park',
    description:
      'Bonded warehouse in the Waigaoqiao Free Trade Zone of Pudong, beside the Waigaoqiao container terminals of the Port of Shanghai. Importers keep stock here duty-free and clear it in small lots as orders come in.',
    address: 'No. 88 Fute North Road, Waigaoqiao Free Trade Zone, Pudong',
    city: 'Shanghai',
    country: 'China',
    postalCode: '200131',
    latitude: 31.3385,
    longitude: 121.5978,
    spaces: [
      ['Bonded', '8500.00', 64],
      ['Indoor', '5000.00', 52],
    ],
    features: ['Port Access', 'Loading Docks', 'Pallet Racking', 'CCTV Surveillance', '24/7 Access'],
    services: [
      { name: 'Customs Clearance' },
      { name: 'Palletising', perUnit: 450, unitType: 'pallet' },
      { name: 'Loading and Unloading', perHour: 4000 },
    ],
    isPort: true,
    imageCount: 2,
    translations: [
      {
        locale: 'zh',
        name: '外高桥保税物流园区',
        description: '位于浦东外高桥自由贸易区的保税仓库，紧邻上海港外高桥集装箱码头。进口商可在此免税存放货物，并根据订单分批清关。',
      },
      {
        locale: 'fr',
        name: 'Parc logistique sous douane de Waigaoqiao',
        description:
          'Entrepôt sous douane dans la zone franche de Waigaoqiao, à Pudong, à côté des terminaux à conteneurs de Waigaoqiao du port de Shanghai. Les importateurs y stockent leurs marchandises en suspension de droits et les dédouanent par petits lots, au fil des commandes.',
      },
    ],
  },
  // Africa
  {
    owner: 'owner2',
    name: 'El Dekheila Port Warehouse',
    description:
      'Warehouse and yard at El Dekheila, the western harbour of Alexandria, handling grain, steel and containerised imports for the Nile Delta. A 25 t gantry crane serves the open yard.',
    address: 'El Dekheila Port Road, El Agamy',
    city: 'Alexandria',
    country: 'Egypt',
    postalCode: '21531',
    latitude: 31.1325,
    longitude: 29.805,
    spaces: [
      ['Indoor', '3800.00', 16],
      ['Outdoors', '7000.00', 8],
    ],
    features: ['Port Access', 'Truck Parking', 'Overhead Crane'],
    services: [
      { name: 'Fumigation', perUnit: 900, unitType: 'container' },
      { name: 'Loading and Unloading', perHour: 1600 },
      { name: 'Customs Clearance' },
    ],
    isPort: true,
    imageCount: 2,
  },
  {
    owner: 'owner',
    name: 'East Port Said Logistics Zone Store',
    description:
      'Warehouse in the East Port Said industrial zone of the Suez Canal Economic Zone, next to the Suez Canal Container Terminal. Ideal for transhipment and light assembly for markets in the Mediterranean and the Red Sea.',
    address: 'East Port Said Industrial Zone, SCZone',
    city: 'Port Said',
    country: 'Egypt',
    postalCode: '42526',
    latitude: 31.2155,
    longitude: 32.364,
    spaces: [
      ['Indoor', '4500.00', 19],
      ['Bonded', '2000.00', 27],
    ],
    features: ['Port Access', 'Loading Docks', 'Forklifts', 'CCTV Surveillance'],
    services: [
      { name: 'Cross-Docking', perUnit: 400, unitType: 'pallet' },
      { name: 'Customs Clearance' },
    ],
    isPort: true,
    imageCount: 3,
  },
  {
    owner: 'owner2',
    name: 'Port Reitz Road Container Depot',
    description:
      'Container depot and warehouse in Changamwe, between the Port of Mombasa and the Standard Gauge Railway terminus. Cargo for Nairobi, Uganda and Rwanda is staged here; the shed handles tea, coffee and fertiliser.',
    address: 'Port Reitz Road, Changamwe',
    city: 'Mombasa',
    country: 'Kenya',
    postalCode: '80100',
    latitude: -4.0335,
    longitude: 39.6185,
    spaces: [
      ['Outdoors', '9000.00', 10],
      ['Indoor', '3200.00', 20],
    ],
    features: ['Port Access', 'Truck Parking', 'Rail Siding', 'CCTV Surveillance'],
    services: [
      { name: 'Loading and Unloading', perHour: 1400 },
      { name: 'Transport Arrangement', notes: 'SGR rail to the Nairobi Inland Container Depot, trucking to Kampala.' },
      { name: 'Fumigation', perUnit: 1100, unitType: 'container' },
    ],
    isPort: true,
    imageCount: 2,
  },
  {
    owner: 'owner',
    name: 'Kurasini Inland Cargo Warehouse',
    description:
      'Warehouse and yard in Kurasini, a short drive from the container terminal of Dar es Salaam. Transit cargo for Zambia, Malawi and the DR Congo, including copper cathodes and mining equipment, is handled here; a small fenced store takes packaged dangerous goods.',
    address: 'Mandela Road, Kurasini, Temeke',
    city: 'Dar es Salaam',
    country: 'Tanzania',
    postalCode: '15105',
    latitude: -6.8535,
    longitude: 39.2825,
    spaces: [
      ['Indoor', '4000.00', 18],
      ['Outdoors', '6500.00', 9],
      ['Hazardous Materials', '500.00', 45],
    ],
    features: ['Port Access', 'Truck Parking', 'Forklifts', ['Special Handling', 'Copper cathodes and mining equipment in transit to Zambia and the DRC']],
    services: [
      { name: 'Loading and Unloading', perHour: 1300 },
      { name: 'Cargo Inspection', perUnit: 2500, unitType: 'container' },
      { name: 'Transport Arrangement' },
    ],
    isPort: true,
    imageCount: 2,
  },
  {
    owner: 'owner2',
    name: 'Bayhead Road Distribution Centre',
    description:
      'Distribution centre in Bayhead, in the heart of the Port of Durban, with a rail siding and a cold store for citrus and frozen food. Serves importers supplying Gauteng by road and rail along the N3 corridor.',
    address: '118 Bayhead Road, Bayhead',
    city: 'Durban',
    country: 'South Africa',
    postalCode: '4026',
    latitude: -29.886,
    longitude: 31.015,
    spaces: [
      ['Indoor', '7000.00', 30],
      ['Cold Storage', '1600.00', 55],
      ['Outdoors', '4000.00', 12],
    ],
    features: ['Loading Docks', 'Port Access', 'Rail Siding', 'Pallet Racking', 'Climate Control', ['Certifications', 'ISO 9001, HACCP']],
    services: [
      { name: 'Palletising', perUnit: 300, unitType: 'pallet' },
      { name: 'Loading and Unloading', perHour: 2400 },
      { name: 'Customs Clearance' },
      { name: 'Inventory Management' },
    ],
    isPort: true,
    imageCount: 3,
  },
  {
    owner: 'owner',
    name: 'Apapa Wharf Road Bonded Terminal',
    description:
      'Bonded terminal on Wharf Road in Apapa, the main port of Lagos. Importers store goods under customs control close to the quay and clear them in batches, avoiding the congestion of the port gates.',
    address: 'Wharf Road, Apapa',
    city: 'Lagos',
    country: 'Nigeria',
    postalCode: '102272',
    latitude: 6.448,
    longitude: 3.3645,
    spaces: [
      ['Bonded', '3000.00', 35],
      ['Indoor', '2500.00', 28],
    ],
    features: ['Port Access', 'CCTV Surveillance', 'Forklifts', '24/7 Access'],
    services: [
      { name: 'Customs Clearance' },
      { name: 'Loading and Unloading', perHour: 2000 },
    ],
    isPort: true,
    imageCount: 2,
  },
  {
    owner: 'owner2',
    name: 'Tema Harbour Logistics Centre',
    description:
      'Warehouse in Community 1, just outside the gates of Tema Harbour, handling cocoa exports and food imports for Ghana, Burkina Faso and Mali. The cold room keeps frozen fish and meat at -20 °C.',
    address: 'Harbour Road, Community 1',
    city: 'Tema',
    country: 'Ghana',
    postalCode: 'GT-020-1000',
    latitude: 5.638,
    longitude: 0.0065,
    spaces: [
      ['Indoor', '3400.00', 22],
      ['Cold Storage', '800.00', 58],
    ],
    features: ['Port Access', 'Loading Docks', 'Climate Control', ['Certifications', 'Ghana Standards Authority licence, HACCP']],
    services: [
      { name: 'Fumigation', perUnit: 1000, unitType: 'container' },
      { name: 'Cargo Inspection', perHour: 1800 },
      { name: 'Transport Arrangement' },
    ],
    isPort: true,
    imageCount: 2,
  },
  {
    owner: 'owner',
    name: 'Aïn Sebaâ Logistics Platform',
    description:
      'Logistics platform in the Aïn Sebaâ industrial district of Casablanca, 6 km from the port and next to the A3 motorway. Racked storage for retail and automotive parts, with a temperature-controlled room for cosmetics and medicines.',
    address: 'Boulevard Chefchaouni, km 9, Aïn Sebaâ',
    city: 'Casablanca',
    country: 'Morocco',
    postalCode: '20250',
    latitude: 33.6015,
    longitude: -7.534,
    spaces: [
      ['Indoor', '5500.00', 25],
      ['Temperature Controlled', '1300.00', 44],
    ],
    features: ['Loading Docks', 'Truck Parking', 'Pallet Racking', 'Sprinkler System', 'CCTV Surveillance'],
    services: [
      { name: 'Palletising', perUnit: 280, unitType: 'pallet' },
      { name: 'Packaging and Labelling', perHour: 1900 },
      { name: 'Transport Arrangement' },
    ],
    isPort: false,
    imageCount: 3,
    translations: [
      {
        locale: 'fr',
        name: 'Plateforme logistique d\'Aïn Sebaâ',
        description:
          'Plateforme logistique dans la zone industrielle d\'Aïn Sebaâ à Casablanca, à 6 km du port et à côté de l\'autoroute A3. Stockage sur rayonnages pour la distribution et les pièces automobiles, avec une salle à température contrôlée pour les cosmétiques et les médicaments.',
      },
      {
        locale: 'ar',
        name: 'المنصة اللوجستية عين السبع',
        description:
          'منصة لوجستية في الحي الصناعي عين السبع بالدار البيضاء، على بعد 6 كم من الميناء وبجوار الطريق السيار A3. تخزين على رفوف لتجارة التجزئة وقطع غيار السيارات، مع غرفة بدرجة حرارة مضبوطة لمستحضرات التجميل والأدوية.',
      },
    ],
  },
  {
    owner: 'owner2',
    name: 'Doraleh Free Zone Warehouse',
    description:
      'Warehouse and open yard in the Djibouti International Free Trade Zone beside Doraleh port, the main sea gateway for Ethiopia. Cargo continues by the Addis Ababa–Djibouti railway or by truck along the corridor to Addis Ababa.',
    address: 'Djibouti International Free Trade Zone, Route de Doraleh',
    city: 'Djibouti',
    country: 'Djibouti',
    postalCode: 'BP 2058',
    latitude: 11.5768,
    longitude: 43.0745,
    spaces: [
      ['Indoor', '6000.00', 27],
      ['Outdoors', '9000.00', 12],
      ['Bonded', '2000.00', 34],
    ],
    features: ['Port Access', 'Rail Siding', 'Truck Parking', 'CCTV Surveillance'],
    services: [
      { name: 'Transport Arrangement', notes: 'Rail and road to Addis Ababa, about three days door to door.' },
      { name: 'Loading and Unloading', perHour: 2100 },
      { name: 'Cross-Docking', perUnit: 500, unitType: 'pallet' },
    ],
    isPort: true,
    imageCount: 2,
  },
];

/** Adds the demo accounts and catalogue. Meant for a new database: running it twice adds the warehouses twice. */
export async function seedDemoContent(db: Database, storage: Storage): Promise<DemoAccount[]> {
  const referenceIds = await loadReferenceIds(db);
  // Password hashing (argon2) is the slow part of ensureUser; the four run side by side.
  const accounts = await Promise.all(
    DEMO_ACCOUNTS.map(async (account) => {
      const { id } = await ensureUser(db, {
        email: account.email,
        password: account.password,
        roles: account.roles,
        firstName: account.firstName,
        lastName: account.lastName,
      });
      return [account.key, id] as const;
    }),
  );
  const userIds = new Map(accounts);

  // Pictures first, so each warehouse's transaction only writes rows and stays short.
  const images = await mapWithConcurrency(DEMO_WAREHOUSES, IMAGE_CONCURRENCY, async (warehouse, index) => {
    const stored: StoredImage[] = [];
    for (let picture = 0; picture < warehouse.imageCount; picture++) {
      stored.push(await storeImage(storage, 'warehouse-images', await renderWarehousePicture(warehouse, index, picture)));
    }
    return stored;
  });

  const warehouseIds = new Map<string, { id: string; ownerId: string }>();
  for (const [index, warehouse] of DEMO_WAREHOUSES.entries()) {
    const ownerId = userIds.get(warehouse.owner)!;
    const input = toNewListing(warehouse, ownerId, referenceIds, images[index]!);
    const point = { latitude: warehouse.latitude, longitude: warehouse.longitude };
    warehouseIds.set(warehouse.name, { id: await db.transaction((tx) => insertListingForOwner(tx, input, point)), ownerId });
  }

  // Where money goes (issue #39): the cargo agent's account the invoices name and payouts are paid
  // from, and the first owner's payout account (the second has none, so a payout run shows who lacks
  // one). Example IBANs that pass their checksum; no bank holds them.
  await db.update(platformConfig).set({ bankIban: 'EE382200221020145685', bankBic: 'HABAEE2X' }).where(eq(platformConfig.id, 1));
  await db
    .insert(ownerBankAccounts)
    .values({ userId: userIds.get('owner')!, accountHolder: 'Oskar Lindqvist', iban: 'SE4550000000058398257466', bic: 'ESSESESS' })
    .onConflictDoNothing();

  // Display currencies (issue #40): a day of the ECB's rates as the feed stores them, and the
  // administrator's for currencies the ECB does not publish, so the chooser has both kinds offline.
  const ratesOf = (rates: Readonly<Record<string, string>>) =>
    Object.entries(rates).map(([currency, unitsPerEuro]) => ({ currency, rateDate: DEMO_RATE_DATE, unitsPerEuro }));
  await storeFeedRates(db, ratesOf(DEMO_ECB_RATES));
  for (const rate of ratesOf(DEMO_ADMINISTRATOR_RATES)) await recordAdministratorRate(db, rate, userIds.get('admin')!);

  await seedDemoBookings(db, {
    today: todayUtc(),
    storage,
    traderId: userIds.get('trader')!,
    adminId: userIds.get('admin')!,
    warehouses: warehouseIds,
    spaceTypes: referenceIds.spaceTypes,
  });

  return DEMO_ACCOUNTS.map(({ role, email, password }) => ({ role, email, password }));
}

type ReferenceIds = { spaceTypes: Map<string, string>; features: Map<string, string>; services: Map<string, string> };

async function loadReferenceIds(db: Database): Promise<ReferenceIds> {
  const [spaceTypeRows, featureRows, serviceRows] = [
    await db.select({ id: spaceTypes.id, name: spaceTypes.name }).from(spaceTypes),
    await db.select({ id: features.id, name: features.name }).from(features),
    await db.select({ id: services.id, name: services.name }).from(services),
  ];
  const byName = (rows: { id: string; name: string }[]) => new Map(rows.map((row) => [row.name, row.id]));
  return { spaceTypes: byName(spaceTypeRows), features: byName(featureRows), services: byName(serviceRows) };
}

function referenceId(ids: Map<string, string>, kind: string, name: string): string {
  const id = ids.get(name);
  // Reference data is seeded before demo content; a missing name means the two lists drifted apart.
  if (!id) throw new Error(`Demo content refers to ${kind} "${name}", which is not in the reference data`);
  return id;
}

/** The warehouse as a new active listing, stored the way an approved listing request is (pricing types derived from the rates). */
function toNewListing(warehouse: DemoWarehouse, ownerId: string, ids: ReferenceIds, images: StoredImage[]): NewListingForOwner {
  return {
    ownerId,
    ...listingTextOf(warehouse),
    ...(warehouse.translations ? { translations: warehouse.translations } : {}),
    spaces: warehouse.spaces.map(([type, sizeM2, pricePerM2Cents]) => ({
      spaceTypeId: referenceId(ids.spaceTypes, 'space type', type),
      sizeM2,
      pricePerM2Cents,
    })),
    features: warehouse.features.map((feature) =>
      typeof feature === 'string'
        ? { featureId: referenceId(ids.features, 'feature', feature) }
        : { featureId: referenceId(ids.features, 'feature', feature[0]), customValue: feature[1] },
    ),
    services: warehouse.services.map((service) => ({
      serviceId: referenceId(ids.services, 'service', service.name),
      pricePerHourCents: service.perHour,
      pricePerUnitCents: service.perUnit,
      unitType: service.unitType,
      notes: service.notes,
    })),
    images,
  };
}

// Two sharp jobs per core keeps both busy while one waits on the file system.
const IMAGE_CONCURRENCY = 4;

async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// ---------------------------------------------------------------------------------------------
// Pictures: a stylised SVG scene per image, varied by warehouse and picture number, rasterised by sharp.

const WIDTH = 1200;
const HEIGHT = 800;
const HORIZON = 470;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, sans-serif";

const SKIES: [string, string][] = [
  ['#5d9fd8', '#cfe6f7'],
  ['#f0a05a', '#fde3c2'],
  ['#7a9cc6', '#e4edf5'],
  ['#98aebf', '#e6eaed'],
  ['#4b87c5', '#b9dcf2'],
  ['#e8876b', '#fbd9b0'],
];
const CONTAINER_COLOURS = ['#1f5aa6', '#b83227', '#e07b24', '#2e8b57', '#7f8c8d', '#6c3483', '#d4ac0d', '#138d75', '#9c4a1a', '#22384f', '#e9ecef'];
const WALL_COLOURS = ['#d5dbe0', '#c3cfd9', '#e2dccf', '#b6c2ca', '#dde3e6', '#cfd8cc'];
const ACCENT_COLOURS = ['#1d4e89', '#a93226', '#117a65', '#b9770e', '#34495e', '#7d3c98'];

type Random = () => number;

/** mulberry32: a tiny seeded generator, so every picture comes out the same on every run. */
function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const round = (value: number) => Math.round(value * 10) / 10;

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
}

type Scene = 'exterior' | 'yard' | 'interior';

function sceneFor(warehouse: DemoWarehouse, index: number, picture: number): Scene {
  const order: Scene[] = warehouse.isPort ? ['exterior', 'yard', 'interior'] : ['exterior', 'interior', 'yard'];
  // Every other warehouse starts one view further on, so the catalogue's main pictures are not all alike.
  return order[(picture + (index % 2)) % order.length]!;
}

/**
 * A PNG of a warehouse scene; PNG because it is lossless and fast to encode before the WebP pipeline.
 * No caption is drawn in: cards and the detail page crop the 3:2 picture to 4:3, which cut a caption
 * at the edge ("jibouti"), and the page prints the city and name beside the picture anyway. The
 * building's sign stays well inside the cropped box.
 */
async function renderWarehousePicture(warehouse: DemoWarehouse, index: number, picture: number): Promise<Buffer> {
  return sharp(Buffer.from(warehousePictureSvg(warehouse, index, picture))).png({ compressionLevel: 1 }).toBuffer();
}

/** The drawing of a demo warehouse's picture, as SVG (exported for the test that nothing drawn in is cut). */
export function warehousePictureSvg(warehouse: DemoWarehouse, index: number, picture: number): string {
  const random = seededRandom((index + 1) * 7919 + picture * 104729);
  const scene = sceneFor(warehouse, index, picture);
  const body = scene === 'exterior' ? drawExterior(random, warehouse) : scene === 'yard' ? drawYard(random, warehouse) : drawInterior(random);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}

function drawSkyAndGround(random: Random): string {
  const [top, bottom] = pick(random, SKIES);
  let svg =
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>` +
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6b7075"/><stop offset="1" stop-color="#3f4347"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${HORIZON}" fill="url(#sky)"/>`;
  if (random() < 0.6) svg += `<circle cx="${round(between(random, 150, 1050))}" cy="${round(between(random, 70, 160))}" r="38" fill="#fff6d5" fill-opacity="0.85"/>`;
  for (let i = 0, clouds = 2 + Math.floor(random() * 3); i < clouds; i++) {
    const x = round(between(random, 0, WIDTH));
    const y = round(between(random, 50, 220));
    const w = round(between(random, 90, 200));
    svg += `<g fill="#ffffff" fill-opacity="0.7"><ellipse cx="${x}" cy="${y}" rx="${w}" ry="${round(w / 4)}"/><ellipse cx="${round(x + w / 3)}" cy="${round(y - w / 8)}" rx="${round(w / 2)}" ry="${round(w / 5)}"/></g>`;
  }
  // A far skyline, so the scene sits somewhere rather than in a void.
  let skyline = `M0 ${HORIZON}`;
  for (let x = 0; x < WIDTH; x += 40 + Math.floor(random() * 50)) {
    const h = round(between(random, 10, 70));
    skyline += ` L${x} ${HORIZON - h} L${x + 38} ${HORIZON - h}`;
  }
  svg += `<path d="${skyline} L${WIDTH} ${HORIZON} Z" fill="#8a97a3" fill-opacity="0.55"/>`;
  svg += `<rect y="${HORIZON}" width="${WIDTH}" height="${HEIGHT - HORIZON}" fill="url(#ground)"/>`;
  return svg;
}

function drawContainer(random: Random, x: number, y: number, width: number, height: number): string {
  const colour = pick(random, CONTAINER_COLOURS);
  const ribs = Math.max(6, Math.round(width / 9));
  let svg = `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height)}" fill="${colour}" stroke="#1c1c1c" stroke-opacity="0.6" stroke-width="1.5"/>`;
  let path = '';
  for (let i = 1; i < ribs; i++) {
    const rx = round(x + (i * width) / ribs);
    path += `M${rx} ${round(y + 2)}V${round(y + height - 2)}`;
  }
  svg += `<path d="${path}" stroke="#000" stroke-opacity="0.18" stroke-width="1"/>`;
  svg += `<rect x="${round(x)}" y="${round(y)}" width="${round(width)}" height="${round(height * 0.08)}" fill="#000" fill-opacity="0.15"/>`;
  return svg;
}

function drawExterior(random: Random, warehouse: DemoWarehouse): string {
  let svg = drawSkyAndGround(random);
  const wall = pick(random, WALL_COLOURS);
  const accent = pick(random, ACCENT_COLOURS);
  const left = round(between(random, 40, 140));
  const width = round(between(random, 720, 900));
  const top = round(between(random, 200, 260));
  const bottom = 560;
  // Building: cladded wall, roof edge, sign band.
  svg += `<defs><pattern id="cladding" width="16" height="20" patternUnits="userSpaceOnUse"><rect width="16" height="20" fill="${wall}"/><rect width="2" height="20" fill="#000" fill-opacity="0.08"/></pattern>` +
    `<pattern id="slats" width="10" height="8" patternUnits="userSpaceOnUse"><rect width="10" height="8" fill="#9aa4ad"/><rect y="6" width="10" height="2" fill="#000" fill-opacity="0.18"/></pattern></defs>`;
  svg += `<polygon points="${left - 10},${top} ${left + width / 2},${top - round(between(random, 20, 60))} ${left + width + 10},${top}" fill="#59636b"/>`;
  svg += `<rect x="${left}" y="${top}" width="${width}" height="${bottom - top}" fill="url(#cladding)"/>`;
  svg += `<rect x="${left - 10}" y="${top - 6}" width="${width + 20}" height="14" fill="#4a545c"/>`;
  // The sign is sized to its text (bold DejaVu Sans is about 0.62 em per character).
  const signText = warehouse.name.length > 40 ? `${warehouse.name.slice(0, 39)}…` : warehouse.name;
  const signWidth = round(Math.min(width - 60, signText.length * 13.8 + 34));
  svg += `<rect x="${left + 30}" y="${top + 24}" width="${signWidth}" height="52" rx="4" fill="${accent}"/>`;
  svg += `<text x="${left + 47}" y="${top + 58}" font-family="${FONT}" font-size="22" font-weight="bold" fill="#ffffff">${escapeXml(signText)}</text>`;
  // Windows strip and roller doors with numbers.
  for (let x = left + 30 + signWidth + 24; x < left + width - 40; x += 56) {
    svg += `<rect x="${round(x)}" y="${top + 30}" width="40" height="30" fill="#a9c7dd" stroke="#55606a" stroke-width="2"/>`;
  }
  const doors = 4 + Math.floor(random() * 4);
  const doorWidth = round((width - 80) / doors - 24);
  for (let i = 0; i < doors; i++) {
    const x = round(left + 40 + i * (doorWidth + 24));
    const isOpen = random() < 0.3;
    svg += `<rect x="${x}" y="${bottom - 150}" width="${doorWidth}" height="150" fill="${isOpen ? '#2b2f33' : 'url(#slats)'}" stroke="#4a545c" stroke-width="3"/>`;
    svg += `<rect x="${x - 4}" y="${bottom - 14}" width="${doorWidth + 8}" height="14" fill="#2f3438"/>`;
    svg += `<text x="${round(x + doorWidth / 2)}" y="${bottom - 162}" text-anchor="middle" font-family="${FONT}" font-size="18" fill="#3b4248">${i + 1}</text>`;
  }
  // Apron markings and a row of containers or a truck in front.
  svg += `<path d="M0 ${bottom + 70}H${WIDTH}" stroke="#f4d03f" stroke-width="5" stroke-dasharray="40 30"/>`;
  const stacks = 1 + Math.floor(random() * 3);
  for (let s = 0; s < stacks; s++) {
    const x = round(WIDTH - 260 - s * 250 + between(random, -20, 20));
    const levels = 1 + Math.floor(random() * 2);
    for (let level = 0; level < levels; level++) svg += drawContainer(random, x, 700 - 62 * (level + 1), 230, 60);
  }
  if (random() < 0.7) svg += drawTruck(random, round(between(random, 60, 300)), 700);
  svg += `<path d="M${WIDTH - 60} ${HORIZON + 120}V${HORIZON - 200}" stroke="#555" stroke-width="6"/><rect x="${WIDTH - 84}" y="${HORIZON - 212}" width="48" height="14" fill="#eee" stroke="#555"/>`;
  return svg;
}

function drawTruck(random: Random, x: number, ground: number): string {
  const cab = pick(random, ['#c0392b', '#f1f1f1', '#2471a3', '#229954', '#f39c12']);
  let svg = drawContainer(random, x + 70, ground - 96, 260, 64);
  svg += `<rect x="${x + 66}" y="${ground - 32}" width="270" height="10" fill="#2c2c2c"/>`;
  svg += `<path d="M${x} ${ground - 22}V${ground - 82}Q${x} ${ground - 96} ${x + 14} ${ground - 96}H${x + 62}V${ground - 22}Z" fill="${cab}" stroke="#222" stroke-width="2"/>`;
  svg += `<rect x="${x + 10}" y="${ground - 86}" width="34" height="26" fill="#bcd6e8" stroke="#222"/>`;
  for (const wx of [x + 28, x + 120, x + 280, x + 310]) svg += `<circle cx="${wx}" cy="${ground - 14}" r="14" fill="#1b1b1b"/><circle cx="${wx}" cy="${ground - 14}" r="6" fill="#888"/>`;
  return svg;
}

function drawYard(random: Random, warehouse: DemoWarehouse): string {
  let svg = drawSkyAndGround(random);
  if (warehouse.isPort) {
    // Quay cranes on the horizon: legs, boom, machinery house.
    const colour = pick(random, ['#c0392b', '#2e86c1', '#d35400', '#7f8c8d']);
    for (let c = 0, cranes = 2 + Math.floor(random() * 2); c < cranes; c++) {
      const x = round(120 + c * 330 + between(random, -30, 30));
      const h = round(between(random, 230, 290));
      svg += `<g stroke="${colour}" stroke-width="7" fill="none"><path d="M${x} ${HORIZON + 20}V${HORIZON - h}M${x + 90} ${HORIZON + 20}V${HORIZON - h}M${x} ${HORIZON - h * 0.55}H${x + 90}M${x} ${HORIZON + 20}L${x + 90} ${HORIZON - h * 0.55}"/>` +
        `<path d="M${x - 120} ${HORIZON - h}H${x + 200}" stroke-width="10"/><path d="M${x + 45} ${HORIZON - h - 50}L${x - 110} ${HORIZON - h}M${x + 45} ${HORIZON - h - 50}L${x + 190} ${HORIZON - h}" stroke-width="3"/></g>` +
        `<rect x="${x + 20}" y="${round(HORIZON - h - 26)}" width="50" height="22" fill="${colour}"/>`;
    }
  } else {
    svg += `<rect x="${round(between(random, 600, 800))}" y="${HORIZON - 120}" width="380" height="120" fill="${pick(random, WALL_COLOURS)}" stroke="#59636b" stroke-width="3"/>`;
  }
  // Rows of container stacks, smaller towards the horizon.
  const rows = [
    { y: HORIZON + 35, scale: 0.45 },
    { y: HORIZON + 120, scale: 0.7 },
    { y: HEIGHT - 110, scale: 1 },
  ];
  for (const row of rows) {
    const width = 230 * row.scale;
    const height = 60 * row.scale;
    svg += `<rect x="0" y="${round(row.y - 2)}" width="${WIDTH}" height="${round(8 * row.scale)}" fill="#000" fill-opacity="0.18"/>`;
    for (let x = between(random, -width / 2, 0); x < WIDTH; x += width + between(random, 8, 60) * row.scale) {
      if (random() < 0.2) continue;
      const levels = 1 + Math.floor(random() * (row.scale < 1 ? 4 : 2));
      for (let level = 0; level < levels; level++) svg += drawContainer(random, x, row.y - height * (level + 1), width, height);
    }
  }
  // Light masts.
  for (const x of [round(between(random, 80, 300)), round(between(random, 850, 1100))]) {
    svg += `<path d="M${x} ${HORIZON + 200}V${HORIZON - 190}" stroke="#4d5358" stroke-width="6"/><rect x="${x - 30}" y="${HORIZON - 200}" width="60" height="16" fill="#f7f3d6" stroke="#4d5358" stroke-width="2"/>`;
  }
  return svg;
}

function drawInterior(random: Random): string {
  const vanishX = round(between(random, 520, 680));
  const vanishY = 360;
  const beam = pick(random, ['#e67e22', '#d35400', '#f1c40f']);
  const upright = pick(random, ['#1f618d', '#2e4053', '#117864']);
  let svg =
    `<defs><linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8e9499"/><stop offset="1" stop-color="#c9ced2"/></linearGradient>` +
    `<linearGradient id="ceiling" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a4046"/><stop offset="1" stop-color="#6f777e"/></linearGradient></defs>` +
    `<rect width="${WIDTH}" height="${vanishY}" fill="url(#ceiling)"/><rect y="${vanishY}" width="${WIDTH}" height="${HEIGHT - vanishY}" fill="url(#floor)"/>`;
  // Ceiling lights converging on the vanishing point.
  for (let i = 0; i < 7; i++) {
    const t = i / 7;
    const y = round(20 + (vanishY - 40) * (1 - Math.pow(1 - t, 2)) * 0.9);
    const w = round(140 * (1 - t) + 10);
    svg += `<rect x="${round(vanishX - w / 2)}" y="${y}" width="${w}" height="${round(10 * (1 - t) + 2)}" fill="#fffbe6"/>`;
  }
  // Floor lane lines.
  svg += `<path d="M${vanishX} ${vanishY}L${vanishX - 260} ${HEIGHT}M${vanishX} ${vanishY}L${vanishX + 260} ${HEIGHT}" stroke="#f4d03f" stroke-width="6"/>`;
  // Racking on both sides: uprights receding, beams at four levels, loads on the beams.
  const levels = [0.04, 0.28, 0.52, 0.76];
  const loads = ['#c49a6c', '#d9c3a0', '#e8e8e8', '#8d6e63', '#5d8aa8', '#b5651d'];
  for (const side of [-1, 1] as const) {
    const bays = 6;
    const depth = (k: number) => 1 - Math.pow(k / (bays + 1), 0.7) * 0.92;
    for (let k = 0; k < bays; k++) {
      const near = depth(k);
      const far = depth(k + 1);
      const xNear = vanishX + side * 560 * near;
      const xFar = vanishX + side * 560 * far;
      const height = (s: number) => 560 * s;
      const floorY = (s: number) => vanishY + 300 * s;
      for (const level of levels) {
        const yNear = floorY(near) - height(near) * level;
        const yFar = floorY(far) - height(far) * level;
        if (random() < 0.85) {
          const boxHeightNear = height(near) * 0.17;
          const boxHeightFar = height(far) * 0.17;
          svg += `<polygon points="${round(xNear)},${round(yNear)} ${round(xFar)},${round(yFar)} ${round(xFar)},${round(yFar - boxHeightFar)} ${round(xNear)},${round(yNear - boxHeightNear)}" fill="${pick(random, loads)}" stroke="#00000033"/>`;
        }
        svg += `<polygon points="${round(xNear)},${round(yNear)} ${round(xFar)},${round(yFar)} ${round(xFar)},${round(yFar + 6 * far)} ${round(xNear)},${round(yNear + 8 * near)}" fill="${beam}"/>`;
      }
      svg += `<rect x="${round(xNear - 6 * near)}" y="${round(floorY(near) - height(near))}" width="${round(12 * near + 1)}" height="${round(height(near))}" fill="${upright}"/>`;
    }
  }
  // A forklift silhouette in the aisle on some pictures.
  if (random() < 0.6) {
    const x = round(vanishX + between(random, -80, 40));
    svg += `<g><rect x="${x}" y="600" width="90" height="60" rx="6" fill="#f1c40f" stroke="#333" stroke-width="2"/><rect x="${x + 10}" y="540" width="50" height="62" fill="none" stroke="#333" stroke-width="5"/>` +
      `<path d="M${x + 96} 520V675M${x + 96} 675H${x + 150}" stroke="#333" stroke-width="6" fill="none"/><circle cx="${x + 20}" cy="670" r="16" fill="#222"/><circle cx="${x + 72}" cy="670" r="16" fill="#222"/></g>`;
  }
  return svg;
}
