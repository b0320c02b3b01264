import { team } from 'virtual:team-roster';
import { FeatureCard, Grid, Text } from '@tallowood/design-system';
import { type BlockProps, BlockSection } from '../BlockParts.tsx';

export function TeamBlock({ block, tone }: BlockProps<'team'>) {
  return (
    <BlockSection block={block} tone={tone}>
      <Grid columns={{ mobile: 1, desktop: block.members.length % 3 === 0 ? 3 : 2 }} gap="6" mobileLimit={false}>
        {block.members.map((id) => {
          const member = team[id];
          // The build has checked every id against the team roster.
          if (!member) throw new Error(`No ${id} in the team roster`);
          return (
            <FeatureCard
              key={id}
              title={member.name}
              body={
                <Text>
                  <strong>{member.role}.</strong> {member.bio}
                </Text>
              }
            />
          );
        })}
      </Grid>
    </BlockSection>
  );
}
