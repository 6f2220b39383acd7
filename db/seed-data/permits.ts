import type { PermitKind } from "../../domain/traveller-values";

type SeedPermits = {
  permitsIndian: PermitKind[];
  permitsForeign: PermitKind[];
  permitDays: number;
  permitGroupRule: string;
  highAltitude: boolean;
};

/**
 * The permits of the agency's routes by destination (issue 27), as migration 0019 sets them on
 * existing packages: Ladakh's Protected Area Permit for foreigners (Nubra, Pangong, Tso Moriri),
 * Arunachal's Inner Line Permit for Indians and Restricted/Protected Area Permit for foreigners,
 * the Kinnaur–Spiti border stretch, North Sikkim.
 */
export const seedPermits: Record<string, SeedPermits> = {
  ladakh: {
    permitsIndian: [],
    permitsForeign: ["PAP"],
    permitDays: 3,
    permitGroupRule:
      "Foreign nationals need a Protected Area Permit for Nubra, Pangong, Tso Moriri and Turtuk, applied for through a registered travel agent.",
    highAltitude: true,
  },
  tawang: {
    permitsIndian: ["ILP"],
    permitsForeign: ["RAP", "PAP"],
    permitDays: 10,
    permitGroupRule:
      "Foreign nationals need a group of 2 or more, applied for through a registered travel agent; Indian citizens need an Inner Line Permit (e-ILP).",
    highAltitude: true,
  },
  spiti: {
    permitsIndian: [],
    permitsForeign: ["ILP", "PAP"],
    permitDays: 3,
    permitGroupRule:
      "Foreign nationals need an Inner Line / Protected Area Permit for the Kinnaur–Spiti border stretch (Nako to Sumdo), issued at Reckong Peo or Kaza.",
    highAltitude: true,
  },
  sikkim: {
    permitsIndian: [],
    permitsForeign: ["RAP"],
    permitDays: 7,
    permitGroupRule:
      "Foreign nationals need a Restricted Area Permit for North Sikkim, in a group of 2 or more.",
    highAltitude: false,
  },
};
