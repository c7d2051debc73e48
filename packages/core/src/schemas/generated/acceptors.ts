// Written by `node scripts/generate-acceptors.mjs` from the response schemas (build-schemas.ts): do not edit.
// Each predicate accepts exactly what its schema accepts, without loading zod; a test
// fails when this file is not what the schemas make now.
/* eslint-disable */
import type { SchemaName } from '../build-schemas.js';
import type { Acceptor } from '../fast-validator.js';
import { episodeKeyCheck, episodeKeyOrEmptyCheck } from "../episode-key-check.js";
import { runCheck } from "../run-check.js";

function f0(input: any): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  if (Object.hasOwn(input, "__proto__")) return false;
  if (!("Id" in input)) return false;
  const field0 = input["Id"];
  if (!(((typeof field0 === "number" && Number.isFinite(field0)) && Number.isSafeInteger(field0)))) return false;
  if (!("Episode" in input)) return false;
  const field1 = input["Episode"];
  if (!((typeof field1 === "string" && runCheck(episodeKeyCheck, field1)))) return false;
  if (!("Timestamp" in input)) return false;
  const field2 = input["Timestamp"];
  if (!(((typeof field2 === "number" && Number.isFinite(field2)) && Number.isSafeInteger(field2) && field2 >= 0))) return false;
  const field3 = input["Content"];
  if (!((field3 === undefined || typeof field3 === "string"))) return false;
  const field4 = input["Title"];
  if (!((field4 === undefined || typeof field4 === "string"))) return false;
  return true;
}

function f1(input: any): boolean {
  if (!Array.isArray(input)) return false;
  for (let index = 0; index < input.length; index += 1) {
    const item = input[index];
    if (!(f0(item))) return false;
  }
  return true;
}

function f2(input: any): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  if (Object.hasOwn(input, "__proto__")) return false;
  if (!("Id" in input)) return false;
  const field0 = input["Id"];
  if (!(((typeof field0 === "number" && Number.isFinite(field0)) && Number.isSafeInteger(field0)))) return false;
  if (!("Key" in input)) return false;
  const field1 = input["Key"];
  if (!((typeof field1 === "string" && runCheck(episodeKeyOrEmptyCheck, field1)))) return false;
  if (!("Season" in input)) return false;
  const field2 = input["Season"];
  if (!(((typeof field2 === "number" && Number.isFinite(field2)) && Number.isSafeInteger(field2)))) return false;
  if (!("EpisodeNumber" in input)) return false;
  const field3 = input["EpisodeNumber"];
  if (!(((typeof field3 === "number" && Number.isFinite(field3)) && Number.isSafeInteger(field3)))) return false;
  if (!("Title" in input)) return false;
  const field4 = input["Title"];
  if (!(typeof field4 === "string")) return false;
  if (!("Director" in input)) return false;
  const field5 = input["Director"];
  if (!(typeof field5 === "string")) return false;
  if (!("Writer" in input)) return false;
  const field6 = input["Writer"];
  if (!(typeof field6 === "string")) return false;
  if (!("OriginalAirDate" in input)) return false;
  const field7 = input["OriginalAirDate"];
  if (!(typeof field7 === "string")) return false;
  if (!("WikiLink" in input)) return false;
  const field8 = input["WikiLink"];
  if (!(typeof field8 === "string")) return false;
  const field9 = input["VideoWidth"];
  if (!((field9 === undefined || (typeof field9 === "number" && Number.isFinite(field9))))) return false;
  const field10 = input["VideoHeight"];
  if (!((field10 === undefined || (typeof field10 === "number" && Number.isFinite(field10))))) return false;
  return true;
}

function f3(input: any): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  if (Object.hasOwn(input, "__proto__")) return false;
  if (!("Id" in input)) return false;
  const field0 = input["Id"];
  if (!(((typeof field0 === "number" && Number.isFinite(field0)) && Number.isSafeInteger(field0)))) return false;
  if (!("Episode" in input)) return false;
  const field1 = input["Episode"];
  if (!((typeof field1 === "string" && runCheck(episodeKeyCheck, field1)))) return false;
  if (!("StartTimestamp" in input)) return false;
  const field2 = input["StartTimestamp"];
  if (!(((typeof field2 === "number" && Number.isFinite(field2)) && Number.isSafeInteger(field2)))) return false;
  if (!("EndTimestamp" in input)) return false;
  const field3 = input["EndTimestamp"];
  if (!(((typeof field3 === "number" && Number.isFinite(field3)) && Number.isSafeInteger(field3)))) return false;
  if (!("Content" in input)) return false;
  const field4 = input["Content"];
  if (!(typeof field4 === "string")) return false;
  const field5 = input["RepresentativeTimestamp"];
  if (!((field5 === undefined || ((typeof field5 === "number" && Number.isFinite(field5)) && Number.isSafeInteger(field5))))) return false;
  const field6 = input["Language"];
  if (!((field6 === undefined || typeof field6 === "string"))) return false;
  return true;
}

function f4(input: any): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  if (Object.hasOwn(input, "__proto__")) return false;
  if (!("Episode" in input)) return false;
  const field0 = input["Episode"];
  if (!(f2(field0))) return false;
  if (!("Frame" in input)) return false;
  const field1 = input["Frame"];
  if (!(f0(field1))) return false;
  if (!("Subtitles" in input)) return false;
  const field2 = input["Subtitles"];
  if (!(f5(field2))) return false;
  const field3 = input["Nearby"];
  if (!((field3 === undefined || f6(field3)))) return false;
  const field4 = input["MinTimestamp"];
  if (!((field4 === undefined || ((typeof field4 === "number" && Number.isFinite(field4)) && Number.isSafeInteger(field4) && field4 >= 0)))) return false;
  const field5 = input["MaxTimestamp"];
  if (!((field5 === undefined || ((typeof field5 === "number" && Number.isFinite(field5)) && Number.isSafeInteger(field5) && field5 >= 0)))) return false;
  return true;
}

function f5(input: any): boolean {
  if (!Array.isArray(input)) return false;
  for (let index = 0; index < input.length; index += 1) {
    const item = input[index];
    if (!(f3(item))) return false;
  }
  return true;
}

function f6(input: any): boolean {
  if (!Array.isArray(input)) return false;
  for (let index = 0; index < input.length; index += 1) {
    const item = input[index];
    if (!(f0(item))) return false;
  }
  return true;
}

function f7(input: any): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  if (Object.hasOwn(input, "__proto__")) return false;
  if (!("Nearby" in input)) return false;
  const field0 = input["Nearby"];
  if (!(f8(field0))) return false;
  return true;
}

function f8(input: any): boolean {
  if (!Array.isArray(input)) return false;
  for (let index = 0; index < input.length; index += 1) {
    const item = input[index];
    if (!(f0(item))) return false;
  }
  return true;
}

function f9(input: any): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  if (Object.hasOwn(input, "__proto__")) return false;
  if (!("Episode" in input)) return false;
  const field0 = input["Episode"];
  if (!(f2(field0))) return false;
  if (!("Subtitles" in input)) return false;
  const field1 = input["Subtitles"];
  if (!(f10(field1))) return false;
  return true;
}

function f10(input: any): boolean {
  if (!Array.isArray(input)) return false;
  for (let index = 0; index < input.length; index += 1) {
    const item = input[index];
    if (!(f3(item))) return false;
  }
  return true;
}

function f11(input: any): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  if (Object.hasOwn(input, "__proto__")) return false;
  if (!("Episode" in input)) return false;
  const field0 = input["Episode"];
  if (!((typeof field0 === "string" && runCheck(episodeKeyCheck, field0)))) return false;
  if (!("Timestamp" in input)) return false;
  const field1 = input["Timestamp"];
  if (!(((typeof field1 === "number" && Number.isFinite(field1)) && Number.isSafeInteger(field1) && field1 >= 0))) return false;
  if (!("Content" in input)) return false;
  const field2 = input["Content"];
  if (!(typeof field2 === "string")) return false;
  if (!("Title" in input)) return false;
  const field3 = input["Title"];
  if (!(typeof field3 === "string")) return false;
  return true;
}

function f12(input: any): boolean {
  if (!Array.isArray(input)) return false;
  for (let index = 0; index < input.length; index += 1) {
    const item = input[index];
    if (!(f11(item))) return false;
  }
  return true;
}

function f13(input: any): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  if (Object.hasOwn(input, "__proto__")) return false;
  if (!("Key" in input)) return false;
  const field0 = input["Key"];
  if (!((typeof field0 === "string" && runCheck(episodeKeyCheck, field0)))) return false;
  if (!("Season" in input)) return false;
  const field1 = input["Season"];
  if (!(((typeof field1 === "number" && Number.isFinite(field1)) && Number.isSafeInteger(field1)))) return false;
  if (!("EpisodeNumber" in input)) return false;
  const field2 = input["EpisodeNumber"];
  if (!(((typeof field2 === "number" && Number.isFinite(field2)) && Number.isSafeInteger(field2)))) return false;
  if (!("Title" in input)) return false;
  const field3 = input["Title"];
  if (!(typeof field3 === "string")) return false;
  if (!("OriginalAirDate" in input)) return false;
  const field4 = input["OriginalAirDate"];
  if (!(typeof field4 === "string")) return false;
  if (!("Frames" in input)) return false;
  const field5 = input["Frames"];
  if (!(f14(field5))) return false;
  return true;
}

function f14(input: any): boolean {
  if (!Array.isArray(input)) return false;
  for (let index = 0; index < input.length; index += 1) {
    const item = input[index];
    if (!(((typeof item === "number" && Number.isFinite(item)) && Number.isSafeInteger(item) && item >= 0))) return false;
  }
  return true;
}

function f15(input: any): boolean {
  if (!Array.isArray(input)) return false;
  for (let index = 0; index < input.length; index += 1) {
    const item = input[index];
    if (!(f13(item))) return false;
  }
  return true;
}

function f16(input: any): boolean {
  if (!Array.isArray(input)) return false;
  for (let index = 0; index < input.length; index += 1) {
    const item = input[index];
    if (!(f3(item))) return false;
  }
  return true;
}

function f17(input: any): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  if (Object.hasOwn(input, "__proto__")) return false;
  if (!("cached" in input)) return false;
  const field0 = input["cached"];
  if (!(typeof field0 === "boolean")) return false;
  const field1 = input["url"];
  if (!((field1 === undefined || typeof field1 === "string"))) return false;
  return true;
}

function f18(input: any): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  if (Object.hasOwn(input, "__proto__")) return false;
  if (!("url" in input)) return false;
  const field0 = input["url"];
  if (!(typeof field0 === "string")) return false;
  return true;
}

function f19(input: any): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  if (Object.hasOwn(input, "__proto__")) return false;
  if (!("error" in input)) return false;
  const field0 = input["error"];
  if (!(typeof field0 === "string")) return false;
  return true;
}

function f20(input: any): boolean {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return false;
  if (Object.hasOwn(input, "__proto__")) return false;
  if (!("progress" in input)) return false;
  const field0 = input["progress"];
  if (!((typeof field0 === "number" && Number.isFinite(field0)))) return false;
  return true;
}

/** Whether a value passes the response schema of each name, as a yes or no. */
export const ACCEPTORS: Readonly<Record<SchemaName, Acceptor>> = {
  episodeKeySchema: (value: any) => (typeof value === "string" && runCheck(episodeKeyCheck, value)),
  episodeKeyOrEmptySchema: (value: any) => (typeof value === "string" && runCheck(episodeKeyOrEmptyCheck, value)),
  frameJsonSchema: (value: any) => f0(value),
  frameListJsonSchema: (value: any) => f1(value),
  episodeJsonSchema: (value: any) => f2(value),
  subtitleJsonSchema: (value: any) => f3(value),
  screencapJsonSchema: (value: any) => f4(value),
  nearbyCaptionJsonSchema: (value: any) => f7(value),
  episodeViewJsonSchema: (value: any) => f9(value),
  discoverEntryJsonSchema: (value: any) => f11(value),
  discoverJsonSchema: (value: any) => f12(value),
  navigatorEpisodeJsonSchema: (value: any) => f13(value),
  navigatorJsonSchema: (value: any) => f15(value),
  transcriptJsonSchema: (value: any) => f16(value),
  renderCheckJsonSchema: (value: any) => f17(value),
  renderLineJsonSchema: (value: any) => (f18(value) || f19(value) || f20(value)),
};
