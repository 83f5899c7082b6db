import { Fragment } from 'react';
import styled from 'styled-components';
import { Dialog, vars } from '@seller/design-system';
import { paletteCopy } from './copy';
import { shortcutList } from './shortcuts';

const Table = styled.table`
  width: 100%;
  margin-top: ${vars.space['300']};
  border-collapse: collapse;
  color: ${vars.color.textDefault};

  th,
  td {
    padding: ${vars.space['200']} 0;
    border-bottom: 1px solid ${vars.color.borderDefault};
    text-align: left;
    vertical-align: middle;
  }
  th {
    color: ${vars.color.textSubdued};
    font-size: ${vars.font.size100};
    font-weight: ${vars.font.weightBold};
  }
`;

const Key = styled.kbd`
  display: inline-block;
  min-width: 24px;
  padding: 0 ${vars.space['150']};
  border: 1px solid ${vars.color.borderStrong};
  border-radius: ${vars.radius['100']};
  background: ${vars.color.bgSubtle};
  color: ${vars.color.textDefault};
  font-family: ${vars.font.familyMono};
  font-size: ${vars.font.size200};
  text-align: center;
`;

const Joiner = styled.span`
  margin: 0 ${vars.space['100']};
  color: ${vars.color.textSubdued};
  font-size: ${vars.font.size200};
`;

export interface ShortcutsDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The '?' dialog: every keyboard shortcut of the signed-in layout. */
export function ShortcutsDialog({ open, onClose }: ShortcutsDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={paletteCopy.shortcutsTitle} width={480}>
      <p>{paletteCopy.shortcutsIntro}</p>
      <Table>
        <thead>
          <tr>
            <th scope="col">{paletteCopy.shortcutKeysColumn}</th>
            <th scope="col">{paletteCopy.shortcutActionColumn}</th>
          </tr>
        </thead>
        <tbody>
          {shortcutList.map((shortcut) => (
            <tr key={shortcut.label}>
              <td>
                {shortcut.combos.map((combo, index) => (
                  <Fragment key={combo.join('+')}>
                    {index > 0 ? (
                      <Joiner>
                        {shortcut.joiner === 'then' ? paletteCopy.then : paletteCopy.or}
                      </Joiner>
                    ) : null}
                    {combo.map((key, keyIndex) => (
                      <Fragment key={key}>
                        {keyIndex > 0 ? <Joiner>+</Joiner> : null}
                        <Key>{key}</Key>
                      </Fragment>
                    ))}
                  </Fragment>
                ))}
              </td>
              <td>{shortcut.label}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Dialog>
  );
}
