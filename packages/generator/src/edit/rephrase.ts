// Owners' other ways of saying one operation, rewritten to the plain clause the handlers read: a topic before a
// colon, German verbs at the end, "get rid of", "we don't offer X any more", "let people pick a few things at once".
import type { TStep } from '@forms-engine/model';

const REMOVE_VERB = '(?:get rid of|take out|take away|ditch|scrap|cut|lose|nix)';
const GERMAN_REMOVE = '(?:streichen|entfernen|löschen|rausnehmen|herausnehmen|weglassen)';

/** A quoted text, in any of the quotes owners type. */
const QUOTE = `["“„'‘][^"”“'’„‘]{1,200}["”“'’]`;
/** Words between an old title and a new one: "should be", "→", "soll … heißen", "becomes". */
const BECOMES = String.raw`(?:should|must|needs? to|has to|could|soll(?:te)?|muss)\s+(?:be|read|say|become|now be|sein|lauten|heißen|werden)|should be called|becomes|is now|->|→|=>|to|into|with|wird zu|wird|soll(?:te)?|zu|in|durch`;
const RENAME_QUOTED = new RegExp(
  String.raw`^(?:(?:rename|retitle|change|replace|reword|aus|ändere|ersetze|benenne)\s+)?(?:the\s+(?:question|title|step)\s+|die\s+frage\s+)?(${QUOTE})(?:\s*,)?\s*(?:${BECOMES})(?:\s*:)?\s*(${QUOTE})(?:\s+(?:heißen|lauten|sein|werden|ändern|ändere|umbenennen|ersetzen|um))?$`,
  'i',
);
/** "rename notes -> Gate code?", "Notizen → Hinweise": an arrow between a step and its new title. */
const RENAME_ARROW =
  /^(?:(?:rename|retitle|change|umbenennen|benenne)\s+)?([^>→=:]{2,80}?)(?<!\s)\s*(?:->|→|=>)\s*(\S.{0,200})$/i;
/** What follows an arrow when it changes a type or states logic rather than a new title. */
const NOT_A_TITLE =
  /^(?:an?\s+)?(?:drop-?\s?down|tiles|kacheln|slider|schieberegler|multi[- ]?select|text ?box|textfeld|checkboxes|end|ende|skip|überspring\p{L}*|jump|go|optional|required|pflicht\p{L}*|multiple)(?!\p{L})/iu;

/** Each rule rewrites one class of phrasing; `null` when the clause is not of that class. */
const RULES: ((clause: string) => string | null)[] = [
  // "'Pool size' should be 'How big is your pool?'", 'change "X" to "Y"', '"Notizen" soll "Hinweise" heißen': the
  // first quote names the step (or answer) by its words, the second is its new title.
  (c) => {
    const m = c.match(RENAME_QUOTED);
    return m ? `rename ${m[1]} to ${m[2]}` : null;
  },
  (c) => {
    const m = c.match(RENAME_ARROW);
    if (!m || NOT_A_TITLE.test(m[2])) return null;
    return `rename ${m[1]} to "${m[2].replace(/^["“„'‘]|["”“'’]$/g, '')}"`;
  },
  // "retitle the age question to: What is …": a colon after "to"/"in" only introduces the new words.
  (c) => (/\b(?:to|in|zu|auf)\s*:\s*\S/i.test(c) ? c.replace(/\b(to|in|zu|auf)\s*:\s*/i, '$1 ') : null),
  // "insurance: add Travel insurance", "roof type: remove Flat": the topic first, then what to do with it.
  (c) => {
    const m = c.match(/^([^:]{2,40}?)\s*:\s*(add|include|remove|delete|drop)\s+(\S.*)$/i);
    if (!m) return null;
    return /^(?:add|include)$/i.test(m[2])
      ? `add ${m[3]} to the ${m[1]} options`
      : `remove ${m[3]} from the ${m[1]} question`;
  },
  // "Intervall: zweiwöchentlich ergänzen", "Räume: Lager streichen": the topic first, the German verb last.
  (c) => {
    const m = c.match(
      /^([^:]{2,40}?)(?<!\s)\s*:\s*(\S.{0,80}?)(?<!\s)\s+(?:bitte\s+)?(ergänzen|hinzufügen|aufnehmen|dazu|streichen|entfernen|löschen|raus)$/i,
    );
    if (!m) return null;
    return /^(?:ergänzen|hinzufügen|aufnehmen|dazu)$/i.test(m[3])
      ? `add ${m[2]} to the ${m[1]} options`
      : `remove ${m[2]} from the ${m[1]} question`;
  },
  // "Die Fläche bitte in 10er-Schritten", "in Schritten von 10": a slider's step.
  (c) => {
    const m = c.match(/\bin\s+(\d+)er[- ]?schritten\b|\bin\s+schritten\s+von\s+(\d+)/i);
    return m ? c.replace(m[0], `Schrittweite ${m[1] ?? m[2]}`) : null;
  },
  // "surface question: rename to 'Where …?'", "notes: make optional", "Dauer: verschiebe ans Ende": the step
  // named before the colon is the one the verb after it acts on.
  (c) => {
    const m = c.match(
      /^([^:]{2,40}?)(?<!\s)\s*:\s*(rename|retitle|make|move|put|change|turn|convert|mach|mache|verschiebe|benenne)\s+(?:(?:it|es|sie)\s+)?(\S.{0,200})$/i,
    );
    return m ? `${m[2]} ${m[1]} ${m[3]}` : null;
  },
  // "the rentals should be the second question", "make 'X' the first step", "… the second to last question",
  // "occasion and rentals should swap places", "bring the date forward": where a step goes, said as its place.
  (c) => {
    const ordinal: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6 };
    const ord = String.raw`the\s+(first|second|third|fourth|fifth|sixth|\d{1,2}(?:st|nd|rd|th))\s+(to\s+last\s+)?(?:question|step|thing|one|page)$`;
    const at =
      c.match(new RegExp(String.raw`^make\s+(\S.{0,60}?)(?<!\s)\s+${ord}`, 'i')) ??
      c.match(
        new RegExp(
          String.raw`^(\S.{0,60}?)(?<!\s)\s+(?:should|must|needs? to|could|can)\s+(?:be|come|go)\s+(?:as\s+)?${ord}`,
          'i',
        ),
      );
    if (at) {
      const n = ordinal[at[2].toLowerCase()] ?? Number.parseInt(at[2], 10);
      const what = at[1].replace(/^(?:make|put|move)\s+/i, '');
      if (at[3]) return n === 2 ? `move ${what} before the last step` : null;
      return n === 1 ? `move ${what} to the start` : `move ${what} to position ${n}`;
    }
    const swap = c.match(
      /^(\S.{0,60}?)(?<!\s)\s+(?:and|&)\s+(\S.{0,60}?)(?<!\s)\s+(?:should\s+|can\s+)?(?:swap|switch|trade)(?:\s+(?:places|positions|spots|around))?$/i,
    );
    if (swap) return `swap ${swap[1]} and ${swap[2]}`;
    const forward = c.match(
      /^(?:bring|move|push|pull)\s+(\S.{0,60}?)(?<!\s)\s+(forward|earlier|back|later)$/i,
    );
    if (forward) return `move ${forward[1]} ${/^(?:forward|earlier)$/i.test(forward[2]) ? 'up' : 'down'}`;
    return null;
  },
  // "swap step 1 step 2", "rename step 1 'Type of event'": the joining word left out.
  (c) => {
    const swap = c.match(
      /^(swap|switch|tausche)\s+(step\s+\d{1,2}|schritt\s+\d{1,2})\s+(step\s+\d{1,2}|schritt\s+\d{1,2})$/i,
    );
    if (swap) return `${swap[1]} ${swap[2]} and ${swap[3]}`;
    const named = c.match(
      new RegExp(String.raw`^(rename|retitle|call)\s+(\S.{0,80}?)(?<!\s)\s+(${QUOTE})$`, 'i'),
    );
    return named && !/\s(?:to|as|into)$/i.test(named[2]) ? `rename ${named[2]} to ${named[3]}` : null;
  },
  // "add that as one more thing people can pick under what we help with": an answer for the step named last.
  (c) => {
    const m = c.match(
      /^(add|include|put)\s+(\S.{0,80}?)(?<!\s)\s+as\s+(?:one more|another|a new|an extra|a further|an?)\s+(?:thing|option|choice|answer|service)(?:\s+(?:people|they|customers|clients|folks)\s+can\s+(?:pick|choose|select|tick))?\s+(?:under|to|in|for|at)\s+(\S.*)$/i,
    );
    return m ? `add ${m[2]} to ${m[3]}` : null;
  },
  // "Bei der Anlage bitte noch Pellet ergänzen", "Pellet bei der Anlage hinzufügen", "bei der Anlage fehlt Pellet".
  (c) => {
    const verb = '(?:ergänzen|hinzufügen|aufnehmen|dazunehmen|anbieten|dazu)';
    // German names a step with one noun ("bei der Anlage"), so the step is one word and the answer the rest.
    const t = c
      .replace(/(?<!\p{L})(?:bitte|noch|auch)\s+/giu, '')
      // "Zweiwöchentlich als Option bei der Häufigkeit hinzufügen": "als Option" says what it is, not its name.
      .replace(/(?<!\s)\s+als\s+(?:neue\s+|weitere\s+)?(?:option|antwort|auswahl\p{L}*)(?=\s)/iu, '');
    let m = t.match(
      new RegExp(
        String.raw`^(?:bei|beim|zu|zum|zur|in|im|unter)\s+(?:(?:der|dem|den|die|das)\s+)?(\S+)\s+(\S.{0,80}?)(?<!\s)\s+${verb}$`,
        'i',
      ),
    );
    if (m) return `add ${m[2]} to ${m[1]}`;
    m = t.match(
      new RegExp(
        String.raw`^(\S.{0,80}?)(?<!\s)\s+(?:bei|zu|in|unter|zur|zum)\s+(?:(?:der|dem|den|die|das)\s+)?(\S+)\s+${verb}$`,
        'i',
      ),
    );
    if (m) return `add ${m[1]} to ${m[2]}`;
    m = t.match(/^(?:bei|beim)\s+(?:(?:der|dem|den|die|das)\s+)?(\S.{0,60}?)(?<!\s)\s+fehlt\s+(\S.{0,80})$/i);
    if (m) return `add ${m[2]} to ${m[1]}`;
    m = t.match(/^(\S.{0,80}?)(?<!\s)\s+fehlt\s+(?:bei|in|unter)\s+(?:(?:der|dem|den|die|das)\s+)?(\S+)$/i);
    return m ? `add ${m[1]} to ${m[2]}` : null;
  },
  // "call the notes step 'Gate code'", "retitle step 5: Gate code", "the heater question should say '…'": a
  // new title for the step named.
  (c) => {
    const m =
      c.match(new RegExp(String.raw`^(?:call|name|title)\s+(\S.{0,80}?)(?<!\s)\s+(${QUOTE})$`, 'i')) ??
      c.match(/^(?:rename|retitle|relabel)\s+([^:]{2,80}?)(?<!\s)\s*:\s*(\S.{0,200})$/i) ??
      c.match(
        /^(\S.{0,80}?)(?<!\s)\s+(?:should|must|needs? to)\s+(?:say|read|be called|be titled|be named|be renamed to|ask)\s+(\S.{0,200})$/i,
      );
    // "the notes placeholder should say …", "the button should read …": another text of the step, not its title.
    if (m && /\b(?:placeholder|platzhalter|subtitle|untertitel|button|hint|description)\b/i.test(m[1]))
      return null;
    return m ? `rename ${m[1]} to ${/^["“„'‘]/.test(m[2]) ? m[2] : `"${m[2]}"`}` : null;
  },
  // "change the occasion question so it says What are you celebrating?", "make the notes question ask: …", "reword
  // the day one to read …", "Anlass soll lauten: Was feiern Sie?", "bei der Dauer soll stehen: …": a new title.
  (c) => {
    const m =
      c.match(
        /^(?:change|edit|reword|rephrase|update|fix|tweak|alter|make|have|let)\s+(\S.{0,80}?)(?<!\s)\s+(?:so(?: that)?\s+(?:it|the question|the title)\s+|to\s+)?(?:says?|reads?|asks?)\s*(?::\s*)?(\S.{0,200})$/i,
      ) ??
      c.match(/^(?:reword|rephrase)\s+(\S.{0,80}?)(?<!\s)\s+(?:as|to)\s*(?::\s*)?(\S.{0,200})$/i) ??
      c.match(
        /^(?:bei\s+)?(\S.{0,80}?)(?<!\s)\s+(?:soll(?:te)?|muss)\s+(?:(?:jetzt|künftig|lieber|besser|stattdessen)\s+)?(?:lauten|heißen|stehen|fragen)\s*(?::\s*)?(\S.{0,200})$/i,
      ) ??
      c.match(/^(\S.{0,80}?)(?<!\s)\s+umformulieren\s+(?:in|zu|als)\s*(?::\s*)?(\S.{0,200})$/i);
    if (!m) return null;
    const title = capital(m[2].replace(/^["“„'‘]|["”“'’]$/g, ''));
    return `rename ${m[1]} to "${title}"`;
  },
  // "can people choose tree planting too when they say what they need done?", "let them pick gift wrap as well",
  // "tree planting should be an option too", "man soll auch Seide auswählen können": one more answer.
  (c) => {
    const who =
      '(?:people|they|them|customers|clients|folks|ppl|users|respondents|visitors|guests|couples|patients|parents|students|owners|members)';
    const pick = '(?:choose|pick|select|tick|book|order|request|get)';
    const too = String.raw`(?:\s+(?:too|as well|also|aswell))?`;
    const where = String.raw`(?:\s+(?:when|where|in|under|at|for|on)\s+(\S.{0,120}))?`;
    const m =
      c.match(
        new RegExp(
          String.raw`^(?:can|could|should)\s+${who}\s+(?:also\s+)?${pick}\s+(?!(?:several|multiple|more|many|a few|all|any|both|only|just|one)\b)(\S.{0,60}?)${too}${where}$`,
          'i',
        ),
      ) ??
      c.match(
        new RegExp(
          String.raw`^(?:let|allow)\s+${who}\s+(?:to\s+)?(?:also\s+)?${pick}\s+(?!(?:several|multiple|more|many|a few|all|any|both|only|just|one)\b)(\S.{0,60}?)${too}${where}$`,
          'i',
        ),
      ) ??
      c.match(
        new RegExp(
          String.raw`^(\S.{0,60}?)(?<!\s)\s+(?:should|could|can|must)\s+(?:also\s+)?(?:be\s+)?(?:an?\s+)?(?:option|choice|answer|selectable|choosable|available)${too}${where}$`,
          'i',
        ),
      ) ??
      c.match(
        /^(?:man|kunden|die leute|leute)\s+(?:soll|sollte|muss|kann|können|sollen)\s+(?:auch\s+|noch\s+)*(\S.{0,60}?)(?<!\s)\s+(?:auswählen|wählen|ankreuzen|buchen|bestellen)\s+können()$/i,
      ) ??
      c.match(
        /^(\S.{0,60}?)(?<!\s)\s+(?:soll|sollte|muss)\s+(?:auch\s+|noch\s+)*(?:auswählbar|wählbar|eine option|eine antwort|als option|als antwort)(?:\s+(?:sein|geben))?()$/i,
      );
    if (!m || /^(?:it|that|this|them|es|das)$/i.test(m[1])) return null;
    // "when they say what they need done": the step is the question they answer.
    const step = m[2]
      ?.replace(
        /^(?:they|people|you|customers)\s+(?:say|tell us|pick|choose|answer|select|are asked)\s+/i,
        '',
      )
      .trim();
    // Said as an answer, it never becomes a question of its own: with no step named, its kin or the services.
    const answer = m[1].replace(/^(?:an?|the|some)\s+/i, '');
    return step ? `add "${answer}" to ${step}` : `add "${answer}" to the options`;
  },
  // "call the notes step Extra info", "name the last question Budget": a new title without quotes.
  (c) => {
    const m = c.match(
      /^(?:call|name|title|label|relabel)\s+(the\s+\S.{0,60}?\s+(?:step|question|field|one|box|page)|step\s+\d{1,2}|(?:the\s+)?(?:first|last|final)\s+(?:step|question|one))\s+(?!to\s|as\s)(\S.{0,200})$/i,
    );
    return m && !/^["“„'‘]/.test(m[2]) ? `rename ${m[1]} to "${m[2]}"` : null;
  },
  // "raise the max on the tree count to 40", "set the minimum of the age slider to 18": a limit of a slider.
  (c) => {
    const m = c.match(
      /^(?:raise|increase|lower|decrease|reduce|set|change|bump|put|make)\s+(?:the\s+)?(max(?:imum)?|min(?:imum)?|upper limit|lower limit|top|highest value|lowest value|limit)(?:\s+value)?\s+(?:on|of|for|in)\s+(\S.{0,80}?)(?<!\s)\s+(?:to|at)\s+([$€£]?\d[\d.,]*k?)$/i,
    );
    if (!m) return null;
    return `${m[2]} ${/^(?:min|lower|lowest)/i.test(m[1]) ? 'min' : 'max'} ${m[3]}`;
  },
  // "the tree count slider only goes to 20 but some people have like 40 trees": a maximum said as a complaint.
  (c) => {
    const m = c.match(
      /^(\S.{0,60}?)(?<!\s)\s+only\s+goes\s+(?:up\s+)?to\s+\d[\d.,]*k?\s+but\s+[^\d]{0,80}?(\d[\d.,]*k?)[^\d]{0,40}$/i,
    );
    return m ? `${m[1]} max ${m[2]}` : null;
  },
  // "set the default of the dogs slider to 2", "the bill should start at 150 by default": a slider's preset.
  (c) => {
    const m = c.match(
      /^(?:set|change|make|put)\s+(?:the\s+)?(?:default|starting value|start value|preset|initial value)(?:\s+value)?\s+(?:of|for|on|in)\s+(\S.{0,80}?)(?<!\s)\s+(?:to|at)\s+([$€£]?\d[\d.,]*k?)$/i,
    );
    return m ? `set ${m[1]} default ${m[2]}` : null;
  },
  // "placeholder for the notes: e.g. near the fence", "the notes placeholder: …": the hint inside a box.
  (c) => {
    const m =
      c.match(
        /^(?:the\s+)?(\S.{0,80}?)(?<!\s)\s+(?:placeholder|platzhalter)(?:\s+text)?\s+(?:should|must|could|soll(?:te)?)\s+(?:say|read|be|show|lauten|sein|heißen)\s*(?::\s*)?(\S.{0,200})$/i,
      ) ??
      c.match(
        /^(?:(?:set|add|use)\s+)?(?:an?\s+|the\s+)?(?:placeholder|platzhalter)\s+(?:for|of|on|in|im|für|bei)\s+([^:]{2,80}?)(?<!\s)\s*:\s*(\S.{0,200})$/i,
      ) ??
      c.match(/^(?:the\s+)?([^:]{2,80}?)(?<!\s)\s+(?:placeholder|platzhalter)\s*:\s*(\S.{0,200})$/i);
    return m ? `set the placeholder of ${m[1]} to "${m[2].replace(/^["“„'‘]|["”“'’]$/g, '')}"` : null;
  },
  // "add another option to the job question: Hedge cutting", "add hedge cutting as a job option", "the job
  // question is missing hedge cutting", "bei der Art fehlt …": one more answer, said around the step.
  (c) => {
    let m =
      c.match(
        /^(?:add|include)\s+(?:an?|another|one more|a new|a further)\s+(?:option|choice|answer)\s+(?:to|for|in|under)\s+(\S.{0,80}?)(?<!\s)\s*:\s*(\S.{0,200})$/i,
      ) ??
      c.match(
        /^(?:(?:a\s+)?new|another|neue|weitere)\s+(?:option|choice|answer|antwort)\s+(?:to|for|in|under|bei|für|zu|zur|zum|beim)\s+(?:(?:der|dem|den|the)\s+)?(\S.{0,80}?)(?<!\s)\s*:\s*(\S.{0,200})$/i,
      );
    if (m) return `add ${m[2]} to ${m[1]}`;
    m = c.match(
      /^(?:add|include|put)\s+(\S.{0,60}?)(?<!\s)\s+as\s+(?:an?\s+|another\s+|one more\s+|a new\s+)?(?:(\S.{0,40}?)\s+)?(?:option|choice|answer)$/i,
    );
    if (m) return m[2] ? `add "${m[1]}" to the ${m[2]} options` : `add "${m[1]}" to the options`;
    m =
      c.match(
        /^(\S.{0,80}?)(?<!\s)\s+(?:is missing|lacks|is lacking|doesn't have|does not have|has no)\s+(?:an?\s+)?(\S.{0,80})$/i,
      ) ??
      c.match(
        /^(\S.{0,60}?\s(?:question|options|choices|list|step|answers))\s+(?:needs|should have|should include|should also have|could use|should offer)\s+(?!to\s|a\s+(?:max|min|title|placeholder))(?:an?\s+)?(\S.{0,80}?)(?:\s+(?:too|as well|also))?$/i,
      ) ??
      // "extras should include a photo booth", "the extras need a photo booth option too".
      c.match(
        /^(?:the\s+)?(\S.{0,40}?)(?<!\s)\s+(?:should|must|could)\s+(?:also\s+)?(?:include|contain|offer|list)\s+(?:an?\s+)?(\S.{0,80}?)(?:\s+(?:too|as well|also))?$/i,
      ) ??
      c.match(
        /^(?:the\s+)?(\S.{0,40}?)(?<!\s)\s+(?:need|needs)\s+(?:an?\s+)?(\S.{0,60}?)\s+(?:option|choice|answer)(?:\s+(?:too|as well|also))?$/i,
      ) ??
      // "a guestbook option in the extras", "offer a photo booth as an extra": the answer, then its step.
      (() => {
        const o =
          c.match(
            /^(?:an?\s+)?(\S.{0,60}?)(?<!\s)\s+(?:option|choice|answer)\s+(?:in|for|under|to)\s+(\S.{0,60})$/i,
          ) ?? c.match(/^offer\s+(?:an?\s+)?(\S.{0,60}?)(?<!\s)\s+as\s+(?:an?\s+)?(\S.{0,40})$/i);
        // "let people write their own answer for …" is no answer's name.
        if (!o || /(?<!\p{L})(?:let|people|their|own|write|type|they|them|we|you|i)(?!\p{L})/iu.test(o[1]))
          return null;
        return [o[0], o[2], o[1]] as unknown as RegExpMatchArray;
      })();
    if (!m || /\d|\b(?:maximum|minimum|max|min|title|placeholder|default|limit)\b/i.test(m[2])) return null;
    return `add ${m[2].replace(/(?<!\s)\s+(?:option|choice|answer)$/i, '')} to ${m[1]}`;
  },
  // "no more opening for the season", "we stopped doing hot tubs": an answer or a question that goes.
  (c) => {
    const m =
      c.match(/^no\s+more\s+(\S.{0,80})$/i) ??
      c.match(/^(?:we\s+)?stopped\s+(?:doing|offering|selling|providing|servicing)\s+(\S.{0,80})$/i);
    return m ? `remove ${m[1]}` : null;
  },
  // "take whitening off the list", "whitening isn't offered anymore", "X is no longer available": a removal.
  (c) => {
    const m =
      c.match(
        /^take\s+(\S.{0,60}?)(?<!\s)\s+off(?:\s+(?:the\s+)?(?:list|options|choices|form|menu))?(?:\s+(?:of|from)\s+(\S.{0,60}))?$/i,
      ) ??
      c.match(
        /^(\S.{0,60}?)(?<!\s)\s+(?:is|are)(?:n't|\s+not|\s+no longer)\s+(?:offered|available|needed|possible|an option|something we do)(?:\s+(?:any\s?more|now))?$/i,
      );
    if (!m) return null;
    return m[2] ? `remove ${m[1]} from ${m[2]}` : `remove ${m[1]}`;
  },
  // "skip the story question", "hide the budget": with no condition, the step goes.
  (c) => {
    const m = c.match(/^(?:skip|hide|überspringe|versteck\p{L}*)\s+(\S.{0,80})$/iu);
    return m && !/(?<!\p{L})(?:if|when|for|unless|wenn|falls|bei|für|außer)(?!\p{L})/iu.test(m[1])
      ? `remove ${m[1]}`
      : null;
  },
  // "take that out of the first question", "get rid of whitening": other words for removing.
  (c) => {
    const m =
      c.match(/^take\s+(\S.*?)(?<!\s)\s+out(?:\s+of\s+(\S.*))?$/i) ??
      c.match(new RegExp(String.raw`^${REMOVE_VERB}\s+(\S.*?)(?<!\s)\s+(?:of|from)\s+(\S.*)$`, 'i')) ??
      c.match(new RegExp(String.raw`^${REMOVE_VERB}\s+(\S.*)$`, 'i'));
    if (!m) return null;
    return m[2] ? `remove ${m[1]} from ${m[2]}` : `remove ${m[1]}`;
  },
  // "we don't offer whitening any more", "we no longer do gutters": the answer goes.
  (c) => {
    const m = c.match(
      /^(?:(?:sadly|unfortunately)\s+)?(?:we\s+)?(?:(?:sadly|unfortunately)\s+)?(?:don't|do not|no longer|won't|can't|cannot)\s+(?:offer|do|sell|provide|have)\s+(\S.*)$/i,
    );
    return m ? `remove ${m[1].replace(/(?<!\s)\s+(?:any\s?more|anymore|now)$/i, '')}` : null;
  },
  // "Teppichreinigung bei den Zusatzleistungen bitte streichen": German with the verb last.
  (c) => {
    const m = c.match(
      new RegExp(
        String.raw`^(\S.*?)(?<!\s)\s+(?:bei|aus|in|unter)\s+(?:den|der|dem|die)\s+(\S.*?)(?<!\s)\s+(?:bitte\s+)?${GERMAN_REMOVE}$`,
        'i',
      ),
    );
    return m ? `${m[1]} aus den ${m[2]} streichen` : null;
  },
  // '"Sofort" umbenennen in "So schnell wie möglich"', "benenne X in Y um".
  (c) => {
    const m = c.match(/^(\S.*?)(?<!\s)\s+(?:umbenennen|umtaufen)\s+(?:in|zu)\s+(\S.*)$/i);
    if (m) return `benenne ${m[1]} in ${m[2]}`;
    const um = c.match(/^(benenne\s+\S.*?(?<!\s)\s+in\s+\S.*?)(?<!\s)\s+um$/i);
    return um ? um[1] : null;
  },
  // "Intervall lieber als Kacheln statt Dropdown", "the storeys as tiles instead of a dropdown".
  (c) => {
    const out = c
      .replace(/(?<!\s)\s+(?:lieber|besser|eher|rather|preferably)(?=\s)/i, '')
      .replace(
        /(?<!\s)\s+(?:statt|anstatt|anstelle|instead of)\s+(?:einem\s+|einer\s+|eines\s+|an?\s+|the\s+)?\S+$/i,
        '',
      );
    return out !== c ? out : null;
  },
  // "Nach der Anzahl noch fragen: Um welches Material geht es? …": the place first, then the question.
  (c) => {
    const m = c.match(
      /^(nach|vor)\s+((?:der|dem|den)\s+)?(\S.{0,60}?)(?<!\s)\s+(?:(?:noch|auch|bitte|zusätzlich)\s+)*(?:fragen|abfragen|ergänzen|hinzufügen|einfügen)\s*:\s*(\S.*)$/i,
    );
    return m ? `füge eine Frage ${m[1]} ${m[2] ?? ''}${m[3]} hinzu: ${m[4]}` : null;
  },
  // "Füge nach dem Zweck eine Frage hinzu, ob …", "add after the roof question a yes/no …": the place moves to the
  // end, where an addition's place is read.
  (c) => {
    const m = c.match(
      /^(füge|add|insert|put)\s+((?:nach|vor|after|before)\s+(?:dem|der|den|the)\s+\S+(?:\s+(?:question|frage|step|schritt))?|am (?:ende|anfang)|ganz (?:am ende|vorne|hinten)|zum schluss|at the (?:end|start|beginning))\s+((?:eine|a|an|one more|another|noch eine)\s+\S.*)$/i,
    );
    return m ? `${m[1]} ${m[3]} ${m[2]}` : null;
  },
  // "the last step title should be 'Your details'": the step, the word "title", the new one.
  (c) => {
    const m = c.match(
      new RegExp(
        String.raw`^(?:the\s+)?(\S.{0,80}?)(?<!\s)(?:'s)?\s+(?:title|heading|wording|text|titel|überschrift)\s+(?:should|must|needs? to|soll(?:te)?)\s+(?:be|read|say|become|sein|lauten|heißen)\s+(${QUOTE})$`,
        'i',
      ),
    );
    return m ? `rename ${m[1]} to ${m[2]}` : null;
  },
  // "add a question after the pool type asking whether …": the place moves to the end, where it is read.
  (c) => {
    const m = c.match(
      /^(add|insert)\s+((?:a|one more|another|a new)\s+(?:question|step|field))\s+((?:after|before)\s+\S.{0,60}?)(?<!\s)\s+((?:asking|that asks|to ask|about|for)\s+\S.*)$/i,
    );
    return m ? `${m[1]} ${m[2]} ${m[4]} ${m[3]}` : null;
  },
  // 'Die letzte Frage soll „Wie können wir Sie erreichen?“ heißen': the new title before the verb.
  (c) => {
    const m = c.match(
      new RegExp(
        String.raw`^(\S.{0,80}?)(?<!\s)\s+(?:soll(?:te)?|muss)\s+(?:(?:jetzt|künftig|lieber|besser|stattdessen)\s+)?(${QUOTE})\s+(?:heißen|lauten|sein)$`,
        'i',
      ),
    );
    return m ? `rename ${m[1]} to ${m[2]}` : null;
  },
  // "Wir brauchen die Anzahl nicht mehr", "brauchen wir die Fotos eigentlich nicht": a step that goes.
  (c) => {
    const m =
      c.match(
        /^(?:wir\s+)?(?:brauchen|benötigen)(?:\s+wir)?\s+(\S.{0,60}?)(?<!\s)\s+(?:eigentlich\s+|gar\s+|wirklich\s+)?nicht(?:\s+mehr)?$/i,
      ) ?? c.match(/^((?:die|der|das|den)\s+\S.{0,60}?)(?<!\s)\s+(?:eigentlich\s+|gar\s+)?nicht\s+mehr$/i);
    return m ? `entferne ${m[1]}` : null;
  },
  // "Ändere die Überschrift der zweiten Frage zu Ihre Heizung", "change the title of step 2 to Budget".
  (c) => {
    const m = c.match(
      /^(?:ändere|change|set|update)\s+(?:die\s+|den\s+|the\s+)?(?:überschrift|titel|title|heading)\s+(?:der|des|von|vom|of|for)\s+(\S.{0,80}?)(?<!\s)\s+(?:zu|in|auf|to)\s+(\S.{0,200})$/i,
    );
    return m ? `rename ${m[1]} to "${m[2].replace(/^["“„'‘]|["”“'’]$/g, '')}"` : null;
  },
  // "Standardwert der Wohnfläche 120", "Startwert bei der Anzahl auf 2": a slider's preset in German.
  (c) => {
    const m = c.match(
      /^(?:der\s+|den\s+)?(?:standardwert|startwert|voreinstellung|vorbelegung)\s+(?:der|des|von|vom|für|bei|beim)\s+(\S.{0,60}?)(?<!\s)\s+(?:(?:auf|soll|ist)\s+)?(\d[\d.,]*)(?:\s+(?:sein|setzen|stellen))?$/i,
    );
    return m ? `set ${m[1]} default ${m[2]}` : null;
  },
  // "der Titel der letzten Frage soll Kontakt sein", "the title of step 2 should be Budget": a new title.
  (c) => {
    const m = c.match(
      /^(?:der\s+|the\s+)?(?:titel|überschrift|title|heading)\s+(?:der|des|von|of|for)\s+(\S.{0,80}?)(?<!\s)\s+(?:soll(?:te)?|should|must)\s+(?:(?:be|become|read|say)\s+)?(\S.{0,200}?)(?:\s+(?:sein|lauten|heißen|werden))?$/i,
    );
    return m ? `rename ${m[1]} to "${m[2].replace(/^["“„'‘]|["”“'’]$/g, '')}"` : null;
  },
  // "Bitte noch eine Frage ergänzen, bis wann …": the German verb before the question it adds.
  (c) => {
    const m = c.match(
      /^(?:(?:bitte|noch|auch)\s+)*(?:eine\s+)?(?:weitere\s+|neue\s+)?frage\s+(?:ergänzen|hinzufügen|einfügen|aufnehmen)\s*,\s*(\S.*)$/i,
    );
    return m ? `füge eine Frage hinzu, ${m[1]}` : null;
  },
  // "(noch) fragen, ob …": German for asking one more question.
  (c) => {
    const m = c.match(
      /^(?:noch\s+|auch\s+|zusätzlich\s+)?(?:fragen|abfragen)(?:\s*,\s*|\s+)((?:ob|wie|wann|welche|wo|was)\b.*)$/i,
    );
    return m ? `füge eine Frage hinzu, ${m[1]}` : null;
  },
  // "the first question to let people choose a few things at once": several answers for that step.
  (c) => {
    const m = c.match(
      /^(?:(?:i'd love|i would love|i want|we want|i'd like|we'd like)\s+)?(the\s+\S.*?)(?<!\s)\s+to\s+let\s+(?:people|them|folks|customers|clients|users)\s+(?:choose|pick|select|tick)\s+(?:a few|several|multiple|more than one)\b.*$/i,
    );
    return m ? `let people choose several answers in ${m[1]}` : null;
  },
  // "ask whether they have been here before as the very first thing": a question the form has, moved (tried
  // first; a question it does not have is added, as the clause says).
  (c) => {
    const m = c.match(
      /^(?:ask|put|show)\s+(\S.*?)(?<!\s)\s+(?:as the (?:very )?first (?:thing|question|step)|(?:right |very )?first|at the (?:very )?(?:start|beginning|top)|before anything else)$/i,
    );
    return m ? `move the question ${m[1]} to the start` : null;
  },
  // "ask whether X? just yes or no is fine": a yes/no question said in other words.
  (c) => {
    const m = c.match(
      /^(.*?\S)(?:\s*[?,.])?\s+(?:just\s+)?(?:a\s+)?(?:yes\s+or\s+no|yes\/no|y\/n)(?:\s+(?:is|would be)\s+(?:fine|enough|ok|okay))?$/i,
    );
    return m ? `${m[1]} (yes/no)` : null;
  },
];

/** The plain clause an owner's clause means: every rule that fits applied in turn, or null when none fits. */
export function rephrase(clause: string): string | null {
  let t = clause.trim();
  for (const rule of RULES) t = rule(t) ?? t;
  return t !== clause.trim() ? t : null;
}

/**
 * Owners' shorthand written out before anything else reads it: "q3" / "#3" (step 3), "q" (question), "rm", "del",
 * "mv", "req", "opt", "multi", "+ q:" (add a question), "+X, -Y" in a list of answers (add X, remove Y).
 */
export function expandShorthand(instruction: string): string {
  return (
    instruction
      .replace(/(?<![\p{L}\d#])(?:q|#)\s?(\d{1,2})(?![\p{L}\d])/giu, 'step $1')
      .replace(/(?<![\p{L}\d])(?:q|qs|qn)\.?(?![\p{L}\d'])/giu, 'question')
      .replace(/^(?:rm|del)\s/i, 'remove ')
      .replace(/^mv\s/i, 'move ')
      .replace(/(?<![\p{L}\d])req(?:'?d)?(?![\p{L}\d])/giu, 'required')
      .replace(/(?<![\p{L}\d])opt(?![\p{L}\d]|\s+(?:in|out)\b)/giu, 'optional')
      .replace(/(?<![\p{L}\d-])multi(?![\p{L}\d-])/giu, 'multiple choice')
      .replace(/^\+(?:\s*(?:question|step))?\s*:\s*/i, 'add a question: ')
      .replace(/(^|[:,;]\s*)\+\s*(?=\p{L})/gu, '$1add ')
      // "extras + photo booth": one more answer for the step named first.
      .replace(
        /^(?!(?:add|remove|delete|del|rm|drop|make|move|mv|swap|rename)\b)(\p{L}[^+:]{1,40}?)(?<!\s)\s+\+\s+(\p{L}[^+]{0,60})$/iu,
        'add $2 to $1',
      )
      // "-marquee", not a bullet ("- make the notes optional").
      .replace(/(^|[:,;]\s*)[-–](?=\p{L})/gu, '$1remove ')
  );
}

/**
 * "after the guests question, ask: is there power nearby? yes/no": the place and the question are one addition
 * (joined before the instruction is split into clauses, which would part them at "ask").
 */
export function joinPlace(instruction: string): string {
  // "ask for their date of birth instead of the age": the new question where the old one was, which goes.
  const instead = instruction.match(
    /^(?:ask for|ask about|ask|add)\s+(?:(?:a|the)\s+question\s+(?:about|for)\s+)?(\S.{0,60}?)(?<!\s)\s+instead of\s+(?:the\s+)?(\S.{0,60}?)(?:\s+(?:question|step))?$/i,
  );
  if (instead && !/\b(?:drop-?\s?down|tiles|slider|text ?box|checkboxes|multi)/i.test(instead[0]))
    return `add a question about ${instead[1]} before the ${instead[2]}; remove the ${instead[2]}`;
  // "add dog name and breed questions": two questions, each added on its own.
  const two = instruction.match(
    /^(add|include|ask for)\s+(?:(?:a|the)\s+)?(\p{L}[\p{L}' -]{1,39}?)(?<!\s)\s+(?:and|&)\s+(\p{L}[\p{L}' -]{1,39}?)(?<!\s)\s+(?:questions|fields|steps)$/iu,
  );
  if (two) return `${two[1]} a question about ${two[2]} and add a question about ${two[3]}`;
  const m = instruction.match(
    /^(after|before)\s+(\S.{0,60}?)(?:\s*,\s*|\s+)(?:(?:please|also|then|pls)\s+)*(?:add|ask|insert|put)(?:\s+(?:a|one more|another|new))?(?:\s+(?:question|step))?\s*:\s*(\S.*)$/i,
  );
  return m ? `add a question ${m[1]} ${m[2]}: ${m[3]}` : instruction;
}

/**
 * "we don't offer whitening any more, please get rid of it": a remark and "remove it" are one removal, said once
 * (before the instruction is split into clauses, so the remark does not remove it and the pronoun again).
 */
export function joinRemark(instruction: string): string {
  return instruction
    .replace(
      // "Klimaanlagen machen wir nicht mehr, bitte raus": German says what the business no longer does first.
      /^(\p{L}[\p{L}\d-]*(?: \p{L}[\p{L}\d-]*){0,3}) (?:\p{L}+en) wir (?:leider )?(?:nicht mehr|keine mehr)(?: an)?(?:(?: ?[,.;] ?| )(?:also |deshalb |daher )?(?:bitte )?(?:raus(?:nehmen)?|entfernen|streichen|löschen|weg(?: damit)?))?$/iu,
      'remove $1',
    )
    .replace(
      /(?<!\p{L})(?:we (?:sadly |unfortunately )?)?(?:(?:don't|do not|no longer) (?:offer|do|sell|provide|have)|stopped (?:doing|offering|selling|providing|servicing)) ([\p{L}\d'-]+(?: [\p{L}\d'-]+){0,4}?)(?: any ?more| anymore)?(?: ?[,.;] ?)(?:so )?(?:please |pls )?(?:get rid of|remove|delete|drop|take out|lose|ditch) (?:it|that|them|that option|this option|that answer)(?!\p{L})/iu,
      'remove $1',
    );
}

/**
 * "we also do saltwater conversions now, could you add that to …", "wir bieten jetzt auch Pellet an, bitte bei der
 * Anlage ergänzen": news about what the business does, then "add that" — the news is what to add.
 */
const capital = (t: string) => `${t.charAt(0).toUpperCase()}${t.slice(1)}`;

export function joinNews(instruction: string): string {
  const en = instruction.match(
    /^(?:(?:so|oh|hey|hi|btw|also|fyi|(?:good|great|some|quick) news|news|(?:quick )?update|heads up|by the way)[\s,!:]+)*(?:we|i)(?:'ve|\s+have)?\s+((?:(?:now|also|additionally|just|recently|started|begun)\s+){0,3})(\p{L}+(?:\s+(?:out|up|on))?)\s+([^,.;!?–—]{1,60}?)(?<!\s)((?:\s+(?:now|too|as well|also))*)(?:\s*[,.;!–—-]+\s*|\s+(?:so|and)\s+)(\S.{0,300})$/iu,
  );
  const news = (m: RegExpMatchArray, verbs: RegExp) => /\p{L}/u.test(m[1] + m[4]) || verbs.test(m[2]);
  if (
    en &&
    news(en, /^(?:do|offer|sell|provide|service|install|repair|clean|fix|carry|added)$/i) &&
    /(?<!\p{L})(?:that|it|this|them|those)(?!\p{L})/iu.test(en[5]) &&
    /(?<!\p{L})(?:add|include|put|choose|pick|select|tick|book|order)(?!\p{L})/iu.test(en[5])
  ) {
    const rest = en[5].replace(/(?<!\p{L})(?:that|it|this|them|those)(?!\p{L})/iu, `"${capital(en[3])}"`);
    // "… add that": with no step named, it is one more of the services; "can people choose that too" says more.
    return /(?<!\p{L})(?:to|under|in|into|among|for)\s/iu.test(rest) || !/(?<!\p{L})add(?!\p{L})/iu.test(rest)
      ? rest
      : `${rest} to the services`;
  }
  // "we now also do X", "new service: X", "Wir bieten jetzt auch X an": news alone is one more service to offer.
  const alone =
    instruction.match(
      /^(?:(?:so|oh|hey|btw|fyi|(?:good|great|some|quick) news|news|(?:quick )?update|heads up)[\s,!:]+)*(?:we|i)(?:'ve|\s+have)?\s+(?:(?:now|also|additionally|just|recently)\s+){1,3}(?!(?:now|also|additionally|just|recently|need|want|like|think|require|ask|get|got|see|saw|found|had|noticed|realised|realized|have to|has to|do not|don't)\b)(?:started\s+)?\p{L}+(?:\s+(?:out|up|on))?\s+(\S[^,.;!?]{1,59}?)(?<!\s)(?:\s+(?:now|too|as well))*[.!]?$/iu,
    ) ??
    instruction.match(
      /^(?:we|i)(?:'ve|\s+have)?\s+(?:(?:just|recently)\s+)?(?:started|begun)\s+(?!(?:to\s+)?(?:need|want|ask|get)\b)\p{L}+(?:\s+(?:out|up|on))?\s+(\S[^,.;!?]{1,59}?)(?<!\s)(?:\s+(?:now|too|as well))*[.!]?$/iu,
    ) ??
    instruction.match(
      /^(?:we|i)\s+(?:do|offer|sell|provide|service|install|repair|clean|fix)\s+(\S[^,.;!?]{1,59}?)(?<!\s)(?:\s+(?:now|too|as well))+[.!]?$/i,
    ) ??
    instruction.match(
      /^new(?:\s+(?:service|option|offer|product|item|rental|answer|choice))?\s*:\s*(\S[^,.;!?]{1,59}?)(?<!\s)(?:\s*[,.;]\s*(?:please\s+)?add\s+(?:it|that|this))?[.!]?$/i,
    ) ??
    instruction.match(
      /^(?:wir|ich)\s+\p{L}+en\s+(?:(?:jetzt|nun|neu|ab sofort|neuerdings|auch|ebenfalls)\s+){1,3}(\S[^,.;!?]{1,60}?)(?:\s+(?:an|mit))?[.!]?$/iu,
    );
  if (alone) return `add "${capital(alone[1].replace(/^(?:an?|the|some)\s+/i, ''))}" to the services`;
  const de = instruction.match(
    /^(?:wir|ich)\s+((?:(?:jetzt|nun|neu|ab sofort|neuerdings|auch|ebenfalls)\s+){0,3})(\p{L}+)\s+((?:(?:jetzt|nun|neu|ab sofort|neuerdings|auch|ebenfalls)\s+){0,3})(\S[^,.;!?]{1,60}?)(?<!\s)(?:\s+(?:an|mit))?(?:\s*[,.;!-]+\s*|\s+(?:und|also)\s+)(\S.{0,300})$/iu,
  );
  if (
    de &&
    /\p{L}/u.test(de[1] + de[3]) &&
    /(?<!\p{L})(?:ergänzen|hinzufügen|aufnehmen|dazunehmen)(?!\p{L})/iu.test(de[5])
  ) {
    const rest = de[5].replace(
      /(?<!\p{L})(?:das|es|die|dies|diese)\s+(?=(?:bitte\s+)?(?:noch\s+)?(?:bei|zu|in|unter|ergänzen|hinzufügen))/iu,
      '',
    );
    return rest.replace(/(?<!\p{L})(ergänzen|hinzufügen|aufnehmen|dazunehmen)(?!\p{L})/iu, `${de[4]} $1`);
  }
  return instruction;
}

/**
 * "nobody picks gutters, take that out of the first question": the answer the clause before named, put where the
 * next clause says "it", "that" or "them" — only when exactly one answer of the form is named.
 */
export function resolvePronoun(before: string, clause: string, steps: TStep[]): string | null {
  if (!/(?<!\p{L})(?:it|that|them|this)(?!\p{L})/iu.test(clause)) return null;
  // "my customers keep asking about hedge trimming, so could you add that to the jobs": what they ask for is new.
  const asked = before.match(
    /(?<!\p{L})(?:asking|ask|asked|requests?|request|want|wants|wanted|interested|looking)\s+(?:about|for|in)\s+(\p{L}[\p{L}'-]*(?:\s\p{L}[\p{L}'-]*){0,3})$/iu,
  );
  if (asked && /(?<!\p{L})(?:add|include|offer)(?!\p{L})/iu.test(clause))
    return clause.replace(/(?<!\p{L})(?:it|that|them|this)(?!\p{L})/iu, `"${asked[1]}"`);
  const said = before.toLowerCase();
  const named = new Set<string>();
  for (const s of steps)
    if ('options' in s)
      for (const o of s.options) {
        const t = o.title.toLowerCase();
        const stem = t.replace(/s$/, '');
        const at = new RegExp(String.raw`(?<!\p{L})${escapeRegExp(stem)}s?(?!\p{L})`, 'u').exec(said);
        if (stem.length < 3 || !at) continue;
        // "the grass/concrete question": answers that name a step, which "it" then is.
        if (
          /^(?:\s*(?:\/|or|and|oder|und)\s*[\p{L}-]+)*\s+(?:question|step|field|one|frage|schritt)\b/iu.test(
            said.slice(at.index + at[0].length),
          )
        )
          return null;
        named.add(o.title);
      }
  if (named.size !== 1) return null;
  const [title] = [...named];
  return clause.replace(/(?<!\p{L})(?:it|that|them|this)(?!\p{L})/iu, `"${title}"`);
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
