/**
 * Who and where the seeded consultant meets: the user's two accounts, colleagues and clients (Outlook and Google
 * Workspace shops), rooms, addresses and join links. One place, so scenarios read like a diary and the README's
 * account names match the data.
 */
import type { Online, Party, Place } from "./occurrence";
import { meetCode, numberFrom } from "./ids";

export const SEED_ACCOUNTS = {
  microsoft: { name: "Casey Consultant", email: "consultant@northwind.example" },
  google: { name: "Casey Consultant", email: "casey.consultant@gmail.example" },
} as const;

export const MS_SELF: Party = { ...SEED_ACCOUNTS.microsoft };
export const GOOGLE_SELF: Party = { ...SEED_ACCOUNTS.google };

export const HOME_TZ = "Europe/London";

export const PEOPLE = {
  priya: { name: "Priya Shah", email: "priya.shah@northwind.example" },
  tom: { name: "Tom Baker", email: "tom.baker@northwind.example" },
  ceo: { name: "Helen Northwind", email: "helen@northwind.example" },
  james: { name: "James Wright", email: "james.wright@fabrikam.example" },
  aisha: { name: "Aisha Khan", email: "aisha.khan@fabrikam.example" },
  maria: { name: "Maria Lopez", email: "maria.lopez@tailspin.example" },
  dev: { name: "Dev Patel", email: "dev.patel@tailspin.example" },
  kenji: { name: "Kenji Sato", email: "kenji.sato@adatum.example" },
  yuki: { name: "Yuki Tanaka", email: "yuki.tanaka@adatum.example" },
  wingtipCeo: { name: "Olivia Grant", email: "olivia.grant@wingtip.example" },
  wingtipCfo: { name: "Marcus Bell", email: "marcus.bell@wingtip.example" },
  wingtipEvents: { name: "Wingtip Events", email: "events@wingtip.example" },
  recruiter: { name: "Contoso Talent", email: "talent@contoso.example" },
  cto: { name: "London CTO Forum", email: "hello@ctoforum.example" },
  sam: { name: "Sam Rivera", email: "sam.rivera@gmail.example" },
} satisfies Record<string, Party>;

export const PLACES = {
  thames: {
    displayName: "Thames Room (6)",
    locationType: "conferenceRoom",
    room: { microsoft: "thames.room@northwind.example" },
    address: {
      street: "20 Farringdon Road",
      city: "London",
      postalCode: "EC1M 3HE",
      countryOrRegion: "United Kingdom",
    },
  },
  fabrikamBoardroom: {
    displayName: "Fabrikam Boardroom",
    locationType: "conferenceRoom",
    room: { microsoft: "boardroom@fabrikam.example" },
    address: { street: "1 Canada Square", city: "London", postalCode: "E14 5AB", countryOrRegion: "United Kingdom" },
  },
  fabrikamCanaryWharf: {
    displayName: "Fabrikam, 1 Canada Square",
    locationType: "streetAddress",
    address: { street: "1 Canada Square", city: "London", postalCode: "E14 5AB", countryOrRegion: "United Kingdom" },
    coordinates: { latitude: 51.5049, longitude: -0.0195 },
  },
  fabrikamReading: {
    displayName: "Fabrikam Reading depot",
    locationType: "businessAddress",
    address: {
      street: "Unit 4, Green Park",
      city: "Reading",
      postalCode: "RG2 6GP",
      countryOrRegion: "United Kingdom",
    },
  },
  dishoom: {
    displayName: "Dishoom Shoreditch",
    locationType: "restaurant",
    address: { street: "7 Boundary Street", city: "London", postalCode: "E2 7JE", countryOrRegion: "United Kingdom" },
  },
  vendorLunch: {
    displayName: "Hawksmoor Spitalfields",
    locationType: "restaurant",
    address: {
      street: "157 Commercial Street",
      city: "London",
      postalCode: "E1 6BJ",
      countryOrRegion: "United Kingdom",
    },
  },
  ctoBreakfast: {
    displayName: "The Ned",
    locationType: "businessAddress",
    address: { street: "27 Poultry", city: "London", postalCode: "EC2R 8AJ", countryOrRegion: "United Kingdom" },
  },
  equinix: {
    displayName: "Equinix LD5",
    locationType: "businessAddress",
    address: {
      street: "8 Buckingham Avenue",
      city: "Slough",
      postalCode: "SL1 4AX",
      countryOrRegion: "United Kingdom",
    },
  },
  wingtipOffice: {
    displayName: "Wingtip Toys, 5 Pancras Square",
    locationType: "businessAddress",
    address: { street: "5 Pancras Square", city: "London", postalCode: "N1C 4AG", countryOrRegion: "United Kingdom" },
  },
  adatumSakura: {
    displayName: "Adatum Tokyo – Sakura Room",
    locationType: "conferenceRoom",
    room: { microsoft: "sakura@adatum.example" },
    address: {
      street: "1-1 Marunouchi, Chiyoda-ku",
      city: "Tokyo",
      postalCode: "100-0005",
      countryOrRegion: "Japan",
    },
  },
  tokyoDinner: {
    displayName: "Gonpachi Nishi-Azabu",
    locationType: "localBusiness",
    address: {
      street: "1-13-11 Nishi-Azabu, Minato-ku",
      city: "Tokyo",
      postalCode: "106-0031",
      countryOrRegion: "Japan",
    },
    mapsUrl: "https://www.bing.com/maps?q=Gonpachi+Nishi-Azabu+Tokyo",
  },
  tokyo: { displayName: "Tokyo, Japan", locationType: "default" },
  ludlow: {
    displayName: "The Ludlow Hotel",
    locationType: "hotel",
    address: {
      street: "180 Ludlow Street",
      city: "New York",
      state: "NY",
      postalCode: "10002",
      countryOrRegion: "United States",
    },
  },
  tailspinHudson: {
    displayName: "Tailspin HQ-5-Hudson (12)",
    locationType: "conferenceRoom",
    room: { google: "c_1888tailspinhudson5@resource.calendar.google.com" },
    text: "Tailspin HQ-5-Hudson (12), 350 Fifth Avenue, New York, NY 10118",
  },
  tailspinBoard: {
    displayName: "Tailspin HQ-7-Board Room (16)",
    locationType: "conferenceRoom",
    room: { google: "c_1888tailspinboard7@resource.calendar.google.com" },
  },
  wolseley: {
    displayName: "The Wolseley",
    locationType: "default",
    text: "The Wolseley, 160 Piccadilly, London W1J 9EB",
  },
  monmouth: {
    displayName: "Monmouth Coffee",
    locationType: "default",
    mapsUrl: "https://maps.google.com/?q=Monmouth+Coffee,+27+Monmouth+St,+London+WC2H+9EU",
  },
  wingtipMeetup: {
    displayName: "Wingtip Toys",
    locationType: "default",
    text: "Wingtip Toys, 5 Pancras Square, London N1C 4AG",
  },
  churchill: {
    displayName: "The Churchill Arms",
    locationType: "default",
    text: "The Churchill Arms, 119 Kensington Church St, London W8 7LN",
  },
  techWeek: {
    displayName: "Olympia London",
    locationType: "default",
    text: "Olympia London, Hammersmith Road, London W14 8UX",
  },
  excel: {
    displayName: "ExCeL London",
    locationType: "default",
    text: "ExCeL London, 1 Western Gateway, London E16 1XL",
  },
  clinic: { displayName: "Northwind office", locationType: "default", text: "Northwind, 20 Farringdon Road, London" },
} satisfies Record<string, Place>;

export function teams(key: string): Online {
  const id = numberFrom(key, 12);
  return {
    provider: "teams",
    url: `https://teams.microsoft.com/l/meetup-join/19%3ameeting_${id}%40thread.v2/0?context=%7b%22Tid%22%3a%22northwind%22%7d`,
    conferenceId: id,
  };
}

export function meet(key: string): Online {
  const code = meetCode(key);
  return { provider: "meet", url: `https://meet.google.com/${code}`, conferenceId: code };
}

export function zoom(key: string): Online {
  const id = numberFrom(key, 11);
  return {
    provider: "zoom",
    url: `https://us02web.zoom.us/j/${id}?pwd=${numberFrom(`${key}:pwd`, 8)}`,
    conferenceId: id,
  };
}
