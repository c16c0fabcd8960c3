import {describe, expect, it} from 'vitest';
import {SHELL_OPERATORS, shellWords} from './shellWords';

describe('shellWords', () => {
  it('splits shell words with quotes, continuations and operators', () => {
    expect(shellWords(`curl -s \\\n  -H "Authorization: Bearer $T" 'https://h/api/v1/x?a=1&b=2' | jq .`)).toEqual([
      'curl', '-s', '-H', 'Authorization: Bearer $T', 'https://h/api/v1/x?a=1&b=2', '|', 'jq', '.',
    ]);
  });

  describe('quoting', () => {
    it('keeps everything between single quotes as it is, backslashes and $ included', () => {
      expect(shellWords(`echo 'a \\n "b" $X'`)).toEqual(['echo', 'a \\n "b" $X']);
    });

    it('keeps spaces and operators inside double quotes in one word', () => {
      expect(shellWords(`-d "{\\"name\\": \\"Корпус А; секция 2\\"} | &&"`)).toEqual(['-d', '{"name": "Корпус А; секция 2"} | &&']);
    });

    it('joins quoted and unquoted parts written together into one word', () => {
      expect(shellWords(`--data-raw 'a b'"c d"e`)).toEqual(['--data-raw', 'a bc de']);
    });

    it('keeps an empty quoted word', () => {
      expect(shellWords(`printf '' ""`)).toEqual(['printf', '', '']);
    });

    it('reads an unclosed quote to the end of the script', () => {
      expect(shellWords(`echo 'no end`)).toEqual(['echo', 'no end']);
      expect(shellWords(`echo "no end`)).toEqual(['echo', 'no end']);
    });
  });

  describe('escapes', () => {
    it('takes the character after a backslash literally outside quotes', () => {
      expect(shellWords(`echo a\\ b \\$HOME \\'x\\" \\|`)).toEqual(['echo', 'a b', '$HOME', `'x"`, '|']);
    });

    it('drops a backslash at the very end', () => {
      expect(shellWords('echo x\\')).toEqual(['echo', 'x']);
    });
  });

  describe('line continuations', () => {
    it('joins a command continued over several lines', () => {
      expect(shellWords('curl -X POST \\\n  -H "Accept: application/json" \\\n  https://h/api/v1/x')).toEqual([
        'curl', '-X', 'POST', '-H', 'Accept: application/json', 'https://h/api/v1/x',
      ]);
    });

    it('joins the parts of one word split by a continuation, inside double quotes too', () => {
      expect(shellWords('ab\\\ncd "ef\\\ngh"')).toEqual(['abcd', 'efgh']);
    });

    it('ends a command at a newline without a backslash', () => {
      expect(shellWords('curl https://h/a\ncurl https://h/b')).toEqual(['curl', 'https://h/a', ';', 'curl', 'https://h/b']);
    });
  });

  it('emits operators as words of their own', () => {
    expect(shellWords('a&&b||c;d&e|f')).toEqual(['a', '&&', 'b', '||', 'c', ';', 'd', '&', 'e', '|', 'f']);
    expect(shellWords('TOKEN=$(curl -s https://h/t) (x)')).toEqual(['TOKEN=', '$(', 'curl', '-s', 'https://h/t', ')', '(', 'x', ')']);
    for (const word of shellWords('a && b || c ; d & e | f $(g) (h)\ni')) {
      if (!/^[a-i]$/.test(word)) expect(SHELL_OPERATORS.has(word)).toBe(true);
    }
  });

  it('skips comments, but not a # inside a word', () => {
    expect(shellWords('# get a token\ncurl https://h/x#frag # the page')).toEqual([';', 'curl', 'https://h/x#frag']);
  });
});
