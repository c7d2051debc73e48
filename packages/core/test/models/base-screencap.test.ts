import { describe, expect, it } from '@jest/globals';
import { NoFramesFound } from '../../src/errors/no-frames-found.js';
import { BaseScreencap } from '../../src/models/base-screencap.js';
import type { ClipPlan } from '../../src/models/clip.js';
import { Frame, type InstanceSource } from '../../src/models/frame.js';
import { catchError } from '../support/catch-error.js';
import { caption2026, classicCaption, framesWindow } from '../support/payloads.js';

/** The smallest flavour: exposes what the base class keeps protected. */
class TestScreencap extends BaseScreencap {
  // Takes anything: the tests feed it what a JavaScript caller might.
  plan(options?: unknown): ClipPlan {
    return this.planClip(options as never);
  }

  clip(format: 'gif' | 'mp4', plan: ClipPlan, frames: readonly Frame[]): string {
    return this.clipUrlFromFrames(format, plan, frames);
  }

  get source(): InstanceSource {
    return this.client;
  }
}

// A classic instance: these tests are about the interface's links (2026 meme links: screencap-meme-2026.test.ts).
const FRINKIAC = { url: 'https://frinkiac.com/', generation: 'classic' } as const;

function classic(): TestScreencap {
  return new TestScreencap(FRINKIAC, classicCaption());
}

function modern(): TestScreencap {
  return new TestScreencap(FRINKIAC, caption2026());
}

describe('BaseScreencap', () => {
  describe('fields of a classic caption response', () => {
    it('maps every field of the interface', () => {
      const json = classicCaption();
      const screencap = new TestScreencap(FRINKIAC, json);
      expect(screencap.json).toBe(json);
      expect(screencap.frame).toBeInstanceOf(Frame);
      expect(screencap.frame.id).toBe(701002);
      expect(screencap.id).toBe(101);
      expect(screencap.key).toBe('S05E01');
      expect(screencap.timestamp).toBe(200160);
      expect(screencap.episode).toBe(1);
      expect(screencap.season).toBe(5);
      expect(screencap.title).toBe("Homer's Barbershop Quartet");
      expect(screencap.director).toBe('Mark Kirkland');
      expect(screencap.writer).toBe('Jeff Martin');
      expect(screencap.airDate).toBe('30-Sep-93');
      expect(screencap.wikiUrl).toBe('https://en.wikipedia.org/wiki/Homer%27s_Barbershop_Quartet');
      expect(screencap.caption).toBe('That is impossible!');
      expect(screencap.gifUrl).toBe('https://frinkiac.com/gif/{key}/{start}/{end}.gif?b64lines={caption}');
      expect(screencap.mp4Url).toBe('https://frinkiac.com/mp4/{key}/{start}/{end}.mp4?b64lines={caption}');
      expect(screencap.subtitles).toEqual(json.Subtitles);
    });

    it('has no first and last timestamps and no video size: undefined', () => {
      expect(classic()).toMatchObject({ minTimestamp: undefined, maxTimestamp: undefined, videoWidth: undefined, videoHeight: undefined });
    });

    it('builds the seven nearby frames, in order', () => {
      const { nearby } = classic();
      expect(nearby).toHaveLength(7);
      for (const frame of nearby) expect(frame).toBeInstanceOf(Frame);
      expect(nearby.map((frame) => frame.timestamp)).toEqual([199560, 199760, 199960, 200160, 200360, 200560, 200760]);
      expect(nearby.map((frame) => frame.id)).toEqual([700999, 701000, 701001, 701002, 701003, 701004, 701005]);
      expect(nearby[0]?.imageUrl).toBe('https://frinkiac.com/img/S05E01/199560.jpg');
    });

    it('keeps the client it was built by', () => {
      const client = { url: 'https://frinkiac.com/', title: 'The Simpsons' };
      expect(new TestScreencap(client, classicCaption()).source).toBe(client);
    });
  });

  describe('fields of a 2026 caption response', () => {
    it('cleans stray line breaks from the metadata', () => {
      const screencap = modern();
      expect(screencap.title).toBe('Lisa the Beauty Queen');
      expect(screencap.director).toBe('Jim Reardon');
      expect(screencap.writer).toBe('Jeff Martin');
      expect(screencap.airDate).toBe('1992-10-15');
      expect(screencap.wikiUrl).toBe('https://en.wikipedia.org/wiki/Lisa_the_Beauty_Queen');
      expect(screencap.json.Episode.Title).toBe('Lisa the\nBeauty Queen\n');
    });

    it('maps the rest, joining every subtitle into the caption', () => {
      const screencap = modern();
      expect(screencap.id).toBe(88);
      expect(screencap.frame.id).toBe(412345);
      expect(screencap.key).toBe('S04E05');
      expect(screencap.timestamp).toBe(1023456);
      expect(screencap.episode).toBe(5);
      expect(screencap.season).toBe(4);
      expect(screencap.caption).toBe('I am so smart! I am so smart! S-M-R-T! I mean S-M-A-R-T');
      expect(screencap.nearby).toEqual([]);
      expect(screencap.frame.json.VideoWidth).toBe(1440);
    });

    it("reads the top-level MinTimestamp and MaxTimestamp, and the episode's video size", () => {
      expect(modern()).toMatchObject({ minTimestamp: 0, maxTimestamp: 1341800, videoWidth: 1440, videoHeight: 1080 });
    });

    it('ignores MinTimestamp and MaxTimestamp inside Episode (not where the service puts them)', () => {
      const json = caption2026();
      const { MinTimestamp: _min, MaxTimestamp: _max, ...rest } = json;
      const screencap = new TestScreencap(FRINKIAC, { ...rest, Episode: { ...json.Episode, MinTimestamp: 5, MaxTimestamp: 9 } });
      expect([screencap.minTimestamp, screencap.maxTimestamp]).toEqual([undefined, undefined]);
    });

    it('one of each present: the other stays undefined', () => {
      const json = caption2026();
      const { MaxTimestamp: _max, ...rest } = json;
      const { VideoHeight: _height, ...episode } = json.Episode;
      const screencap = new TestScreencap(FRINKIAC, { ...rest, Episode: episode });
      expect(screencap).toMatchObject({ minTimestamp: 0, maxTimestamp: undefined, videoWidth: 1440, videoHeight: undefined });
    });

    it('survives the zeroed metadata of an unknown episode', () => {
      const json = classicCaption();
      const zeroed = {
        ...json,
        Episode: { Id: 0, Key: '', Season: 0, EpisodeNumber: 0, Title: '', Director: '', Writer: '', OriginalAirDate: '', WikiLink: '' },
        Subtitles: [],
      };
      const screencap = new TestScreencap(FRINKIAC, zeroed);
      expect(screencap.id).toBe(0);
      expect(screencap.title).toBe('');
      expect(screencap.caption).toBe('');
      expect(screencap.key).toBe('S05E01');
    });
  });

  describe('URLs', () => {
    it('normalizes the client address', () => {
      const screencap = new TestScreencap({ url: 'https://morbotron.com' }, classicCaption());
      expect(screencap.gifUrl).toBe('https://morbotron.com/gif/{key}/{start}/{end}.gif?b64lines={caption}');
      expect(screencap.getImageUrl()).toBe('https://morbotron.com/img/S05E01/200160.jpg');
    });

    it('getImageUrl has no caption', () => {
      expect(modern().getImageUrl()).toBe('https://frinkiac.com/img/S04E05/1023456.jpg');
    });

    it('getRealTimestamp writes mm:ss', () => {
      expect(classic().getRealTimestamp()).toBe('03:20');
      expect(modern().getRealTimestamp()).toBe('17:03');
    });

    it('getMemeUrl() writes its own caption through formatCaption with the defaults', () => {
      // 'I am so smart! I am so\nsmart! S-M-R-T!': wrapped at 24, 4 lines, cut after the last "!".
      expect(modern().getMemeUrl()).toBe(
        'https://frinkiac.com/meme/S04E05/1023456.jpg?b64lines=SSBhbSBzbyBzbWFydCEgSSBhbSBzbwpzbWFydCEgUy1NLVItVCE%3D',
      );
      expect(classic().getMemeUrl()).toBe(
        'https://frinkiac.com/meme/S05E01/200160.jpg?b64lines=VGhhdCBpcyBpbXBvc3NpYmxlIQ%3D%3D',
      );
    });

    it('getMemeUrl(caption) uses the caption as given, lines and length kept', () => {
      const screencap = modern();
      expect(screencap.getMemeUrl("Homer, you're wanted on stage.\nBarbershop!\nFour lines\nof caption")).toBe(
        'https://frinkiac.com/meme/S04E05/1023456.jpg?b64lines=SG9tZXIsIHlvdSdyZSB3YW50ZWQgb24gc3RhZ2UuCkJhcmJlcnNob3AhCkZvdXIgbGluZXMKb2YgY2FwdGlvbg%3D%3D',
      );
      expect(screencap.getMemeUrl('This caption is far longer than twenty-four characters')).toBe(
        'https://frinkiac.com/meme/S04E05/1023456.jpg?b64lines=VGhpcyBjYXB0aW9uIGlzIGZhciBsb25nZXIgdGhhbiB0d2VudHktZm91ciBjaGFyYWN0ZXJz',
      );
    });

    it('getMemeUrl refuses a caption that is not a string', () => {
      expect(() => modern().getMemeUrl(42 as never)).toThrow(TypeError);
    });
  });

  describe('planClip', () => {
    it('defaults to 3000 ms before, 4000 ms after and the formatted caption', () => {
      expect(modern().plan()).toEqual({
        key: 'S04E05',
        timestamp: 1023456,
        before: 3000,
        after: 4000,
        caption: 'I am so smart! I am so\nsmart! S-M-R-T!',
      });
    });

    it('takes the options given', () => {
      expect(modern().plan({ caption: 'Smart!', before: 1000, after: 2000 })).toEqual({
        key: 'S04E05',
        timestamp: 1023456,
        before: 1000,
        after: 2000,
        caption: 'Smart!',
      });
    });

    it('refuses bad options before any request', () => {
      expect(catchError(RangeError, () => modern().plan({ before: -3000 })).message).toContain('before');
      expect(catchError(RangeError, () => modern().plan({ after: '4000' })).message).toContain('after');
      expect(catchError(TypeError, () => modern().plan(null)).message).toContain('options');
    });
  });

  describe('clipUrlFromFrames', () => {
    it('cuts from the first to the last frame found', () => {
      const screencap = classic();
      const frames = framesWindow().map((json) => new Frame(FRINKIAC, json));
      expect(screencap.clip('gif', screencap.plan(), frames)).toBe(
        'https://frinkiac.com/gif/S05E01/197160/203994.gif?b64lines=VGhhdCBpcyBpbXBvc3NpYmxlIQ%3D%3D',
      );
    });

    it('writes the default caption of a 2026 screencap into an mp4', () => {
      const screencap = modern();
      const frames = [1027373, 1020539, 1023456].map((Timestamp, Id) => new Frame(FRINKIAC, { Id, Episode: 'S04E05', Timestamp }));
      expect(screencap.clip('mp4', screencap.plan(), frames)).toBe(
        'https://frinkiac.com/mp4/S04E05/1020539/1027373.mp4?b64lines=SSBhbSBzbyBzbWFydCEgSSBhbSBzbwpzbWFydCEgUy1NLVItVCE%3D',
      );
    });

    it('raises NoFramesFound naming the window when none was found', () => {
      const screencap = classic();
      const error = catchError(NoFramesFound, () => screencap.clip('gif', screencap.plan({ before: 500, after: 700 }), []));
      expect(error.window).toStrictEqual({ key: 'S05E01', timestamp: 200160, before: 500, after: 700 });
      expect(error.message).toBe('No frames of S05E01 between 199660 and 200860 ms to cut a clip from');
    });
  });
});

describe('BaseScreencap without subtitles', () => {
  it('gives the captionless meme URL, as a Frame does, rather than an empty b64lines', () => {
    const screencap = new TestScreencap(FRINKIAC, { ...classicCaption(), Subtitles: [] });
    expect(screencap.caption).toBe('');
    expect(screencap.getMemeUrl()).toBe('https://frinkiac.com/meme/S05E01/200160.jpg');
  });

  it('still refuses a null caption rather than taking the default', () => {
    expect(catchError(TypeError, () => classic().getMemeUrl(null as unknown as string)).message).toMatch(/caption.*null/);
  });
});
